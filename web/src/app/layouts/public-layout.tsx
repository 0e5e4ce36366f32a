import { Outlet, useMatch } from "react-router";
import { SiteFooter } from "@/components/site-chrome/site-footer";
import { SiteHeader } from "@/components/site-chrome/site-header";
import { publicPaths } from "@/config/public-paths";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";
import { AccountHeader, SignInButton } from "@/features/auth/public";

/** Header with Sign In (a signed-in visitor's own navigation), the page, the footer: the public frame. */
export default function PublicLayout() {
  // On home a signed-in visitor sees only the spinner, so the frame hides with the landing.
  const chromeClass = useMatch(publicPaths.home) ? "stored-session:hidden" : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AccountHeader
        anonymous={
          <SiteHeader className={chromeClass} action={<SignInButton variant="secondary" />} />
        }
      />
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </div>
      <SiteFooter className={chromeClass} />
    </div>
  );
}
