import { Outlet, useMatch } from "react-router";
import { SiteFooter } from "@/components/site-chrome/site-footer";
import { SiteHeader } from "@/components/site-chrome/site-header";
import { paths } from "@/config/paths";
import { SignInButton } from "@/features/auth/public";

/** Header with Sign In, the page, and the footer: the frame of the public pages. */
export default function PublicLayout() {
  // On home a signed-in visitor sees only the spinner, so the frame hides with the landing.
  const chromeClass = useMatch(paths.home) ? "stored-session:hidden" : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader className={chromeClass} action={<SignInButton variant="secondary" />} />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <SiteFooter className={chromeClass} />
    </div>
  );
}
