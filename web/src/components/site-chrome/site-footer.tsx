import { Link } from "react-router";
import { useAppDownloadTrigger } from "@/components/app-download/app-download-button";
import { publicPaths } from "@/config/public-paths";
import { site } from "@/content/site";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { DisplayControlSlot } from "./display-control-slot";
import { Logo } from "./logo";
import { siteChromeMessages } from "./messages";

const COMPANY_LINKS = [
  { to: publicPaths.aboutUs, label: "aboutUs" },
  { to: publicPaths.privacyPolicy, label: "privacyPolicy" },
  { to: publicPaths.termsOfService, label: "termsOfUse" },
] as const;

const headingClass = "text-sm font-bold tracking-wider text-saffron-400 uppercase";
const itemClass =
  "inline-flex min-h-8 cursor-pointer items-center rounded-sm text-left text-sm text-saffron-50 hover:underline hover:underline-offset-4";

/** A footer column whose every item offers the app, where those services are. */
function AppOfferGroup({
  id,
  heading,
  items,
  trigger,
}: {
  id: string;
  heading: string;
  items: readonly string[];
  trigger: ReturnType<typeof useAppDownloadTrigger>;
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <ul className="mt-3 grid gap-1">
        {items.map((label) => (
          <li key={label}>
            <button className={itemClass} {...trigger}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer of every public page (SPEC §2 Footer). */
export function SiteFooter({ className }: { className?: string }) {
  const trigger = useAppDownloadTrigger();
  const m = useMessages(siteChromeMessages);
  return (
    <footer className={cn("bg-maroon-900 text-saffron-50", className)}>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo tone="light" />
          <p className="text-sm">{m.tagline}</p>
          <address className="grid gap-1 text-sm not-italic">
            <a className={itemClass} href={`tel:${site.supportPhone.replace(/\s/g, "")}`}>
              {site.supportPhone}
            </a>
            <a className={itemClass} href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            <span>{m.location}</span>
          </address>
        </div>
        <AppOfferGroup
          id="footer-quick-links"
          heading={m.quickLinks}
          items={m.quickLinkItems}
          trigger={trigger}
        />
        <AppOfferGroup
          id="footer-services"
          heading={m.services}
          items={m.serviceItems}
          trigger={trigger}
        />
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            {m.company}
          </h2>
          <ul className="mt-3 grid gap-1">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={itemClass}
                  onClick={() => window.scrollTo({ top: 0, left: 0 })}
                >
                  {m[link.label]}
                </Link>
              </li>
            ))}
            {[
              { href: site.supportChatUrl, label: m.contactUs },
              { href: site.registrationFormUrl, label: m.register },
            ].map((link) => (
              <li key={link.label}>
                <a className={itemClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div
        role="group"
        aria-label={m.display}
        className="flex flex-wrap justify-center gap-2 border-t border-maroon-700 px-4 py-2"
      >
        <DisplayControlSlot control="language" className="text-saffron-50" />
        <DisplayControlSlot
          control="text-size"
          className="text-saffron-50 aria-pressed:text-saffron-400"
        />
      </div>
      <p className="border-t border-maroon-700 px-4 py-4 text-center text-sm">
        © {site.copyrightYear} {site.name}. {m.rightsReserved}
      </p>
    </footer>
  );
}
