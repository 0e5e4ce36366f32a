import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useNavActions } from "@/components/nav-actions";
import { LanguageSwitcher, TextSizeToggle } from "@/components/site-chrome/display-controls";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { paths } from "@/config/paths";
import { accountMessages } from "../account.messages";
import { useAuth } from "../auth-context";
import { type NavLinkItem, navigationFor } from "../navigation";
import { useIsPlatformAdmin } from "../platform-admin";
import { rolesForPath } from "../role-rules";
import type { AppRole } from "../roles";
import { RoleSwitcher } from "./role-switcher";
import { SignOutButton } from "./sign-out-button";

/** The role of the area being viewed when the user holds it, else the primary role. */
export function useNavigationRole(): AppRole | null {
  const { roles, primaryRole } = useAuth();
  const { pathname } = useLocation();
  const areaRoles = rolesForPath(pathname);
  const held = roles.find(({ role }) => areaRoles?.includes(role));
  return held?.role ?? primaryRole;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "focus-visible:ring-ring block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-3 focus-visible:outline-none",
    isActive ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-accent",
  );

/** The role's links; NavLink marks the current one `aria-current="page"`. */
function NavLinks({
  links,
  className,
  onNavigate,
}: {
  links: readonly NavLinkItem[];
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 signed-in top navigation: the role's links (the current one highlighted), a role
 * switcher for users with several roles, and Sign Out always visible. Below 768px the links move
 * into a menu sheet (Escape closes it and returns focus to Menu), which a page with a sidebar
 * hides: there the sidebar is the one menu and offers these links too.
 */
export function SignedInNav() {
  const role = useNavigationRole();
  const m = useMessages(accountMessages);
  const links = navigationFor(role, m.nav);
  const [isMenuOpen, setMenuOpen] = useState(false);
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
          className="hidden flex-1 flex-row flex-wrap items-center gap-1 md:flex"
        />
        <RoleSwitcher currentRole={role} />
        {links.length > 0 ? (
          <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="group-has-data-[slot=sidebar-wrapper]/frame:hidden md:hidden"
              >
                {m.menu}
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="w-72 max-w-[85vw] p-4 pt-12">
              <SheetTitle>{m.menu}</SheetTitle>
              <SheetDescription className="sr-only">{m.menuDescription}</SheetDescription>
              <nav aria-label={m.menu}>
                <NavLinks
                  links={links}
                  className="grid gap-1"
                  onNavigate={() => setMenuOpen(false)}
                />
              </nav>
            </SheetContent>
          </Sheet>
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
