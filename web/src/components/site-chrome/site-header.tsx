import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { publicPaths } from "@/config/public-paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { DisplayControlSlot } from "./display-control-slot";
import { Logo } from "./logo";
import { siteChromeMessages } from "./messages";

const NAV_LINKS = [
  { to: publicPaths.live, label: "liveDarshan" },
  { to: publicPaths.spiritualGurus, label: "gurus" },
  { to: publicPaths.aboutUs, label: "about" },
] as const;

/** The public pages' header: logo, a few links and the account action (the Sign In button). */
export function SiteHeader({ action, className }: { action: ReactNode; className?: string }) {
  const m = useMessages(siteChromeMessages);
  return (
    <header className={cn("border-b border-border bg-card", className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label={m.mainNav} className="order-3 w-full sm:order-2 sm:w-auto">
          <ul className="flex gap-1 sm:gap-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-foreground hover:bg-accent aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4 sm:px-3"
                >
                  {m[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 flex items-center gap-1 sm:order-3">
          <DisplayControlSlot control="language" />
          {action}
        </div>
      </div>
    </header>
  );
}
