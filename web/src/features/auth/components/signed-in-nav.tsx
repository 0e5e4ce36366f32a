import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useNavActions } from "@/components/nav-actions";
import { LanguageSwitcher, TextSizeToggle } from "@/components/site-chrome/display-controls";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { paths } from "@/config/paths";
import { accountMessages } from "../account.messages";
import { useAuth } from "@/lib/auth/auth-context";
import { navigationFor } from "../navigation";
import { useIsPlatformAdmin } from "@/lib/auth/platform-admin";
import { rolesForPath } from "../role-rules";
import type { AppRole } from "@/lib/auth/roles";
import { NavLinks } from "./nav-links";
import { RoleSwitcher } from "./role-switcher";
import { SignOutButton } from "@/components/sign-out-button";
import { useLoadAfterPaint } from "./use-load-after-paint";

// The phone menu's sheet (Radix Dialog, about 25 KB gzipped with its parts) is not needed for
// the first paint: Menu renders here and the sheet loads after it (see useLoadAfterPaint).
const NavMenuSheet = lazy(() =>
  import("./nav-menu-sheet").then((module) => ({ default: module.NavMenuSheet })),
);

/** The role of the area being viewed when the user holds it, else the primary role. */
export function useNavigationRole(): AppRole | null {
  const { roles, primaryRole } = useAuth();
  const { pathname } = useLocation();
  const areaRoles = rolesForPath(pathname);
  const held = roles.find(({ role }) => areaRoles?.includes(role));
  return held?.role ?? primaryRole;
}

/**
 * SPEC §2 signed-in top navigation: the role's links (the current one highlighted), a role
 * switcher for users with several roles, and Sign Out always visible. Below 768px the links move
 * into a menu sheet (Escape closes it and returns focus to Menu). A page with a sidebar hides
 * both, at every width: there the sidebar is the one navigation and offers these links too. The sheet and the role
 * switcher's menu are chunks of their own, loaded after the first paint; their buttons work at
 * once (a press before the chunk arrives opens it when it does).
 */
export function SignedInNav() {
  const role = useNavigationRole();
  const m = useMessages(accountMessages);
  const links = navigationFor(role, m.nav);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [isMenuLoaded, loadMenu] = useLoadAfterPaint(links.length > 0, menuButton);
  const actions = useNavActions();
  const isPlatformAdmin = useIsPlatformAdmin();
  return (
    <header className="border-b border-border bg-card">
      <nav
        aria-label={m.main}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2"
      >
        <Link
          to="/"
          translate="no"
          className="mr-auto rounded-md text-lg font-bold text-secondary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none md:mr-2"
        >
          Bhakti Setu
        </Link>
        <NavLinks
          links={links}
          className="hidden flex-1 flex-row flex-wrap items-center gap-1 md:flex md:group-has-data-[slot=sidebar-wrapper]/frame:hidden"
        />
        <RoleSwitcher currentRole={role} />
        {links.length > 0 ? (
          <Button
            ref={menuButton}
            type="button"
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            className="group-has-data-[slot=sidebar-wrapper]/frame:hidden md:hidden"
            onPointerEnter={loadMenu}
            onFocus={loadMenu}
            onClick={() => {
              loadMenu();
              setMenuOpen(true);
            }}
          >
            {m.menu}
          </Button>
        ) : null}
        {isMenuLoaded ? (
          <Suspense>
            <NavMenuSheet
              links={links}
              open={isMenuOpen}
              onOpenChange={setMenuOpen}
              onCloseAutoFocus={(event) => {
                // No Radix Trigger: focus goes back to Menu here.
                event.preventDefault();
                menuButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
        {actions}
        {isPlatformAdmin && (
          <Link
            to={paths.admin}
            className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            {m.admin}
          </Link>
        )}
        <LanguageSwitcher />
        <TextSizeToggle />
        <SignOutButton />
      </nav>
    </header>
  );
}
