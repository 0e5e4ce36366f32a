import { NavLink } from "react-router";
import { cn } from "@/lib/utils";
import type { NavLinkItem } from "../navigation";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "focus-visible:ring-ring block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-3 focus-visible:outline-none",
    isActive ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-accent",
  );

/** The role's links; NavLink marks the current one `aria-current="page"`. */
export function NavLinks({
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
