import { useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useAuth } from "../auth-context";
import { navigationFor } from "../navigation";
import { rolesForPath } from "../role-rules";
import type { AppRole } from "../roles";
import { SignOutButton } from "./sign-out-button";

/** The menu of the area being viewed when the user holds its role, else of the primary role. */
function useNavigationRole(): AppRole | null {
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

/**
 * SPEC §2 signed-in top navigation: the role's links (the current one highlighted and marked
 * `aria-current="page"` by NavLink), Sign Out always visible; below 768px the links fold into a menu.
 */
export function SignedInNav() {
  const links = navigationFor(useNavigationRole());
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="border-b border-border bg-card">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2"
      >
        <Link
          to="/"
          className="mr-2 rounded-md text-lg font-bold text-secondary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          Bhakti Setu
        </Link>
        {links.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </Button>
        ) : null}
        <div className="ml-auto md:order-last">
          <SignOutButton />
        </div>
        <ul
          id={menuId}
          className={cn(
            "w-full flex-col gap-1 md:flex md:w-auto md:flex-1 md:flex-row md:flex-wrap md:items-center",
            isMenuOpen ? "flex" : "hidden",
          )}
        >
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
