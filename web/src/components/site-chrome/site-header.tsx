import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";

const NAV_LINKS = [
  { to: paths.live, label: "Live Darshan" },
  { to: paths.spiritualGurus, label: "Gurus" },
  { to: paths.aboutUs, label: "About" },
];

/** The public pages' header: logo, a few links and the account action (the Sign In button). */
export function SiteHeader({ action, className }: { action: ReactNode; className?: string }) {
  return (
    <header className={cn("border-b border-border bg-card", className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="order-3 w-full sm:order-2 sm:w-auto">
          <ul className="flex gap-1 sm:gap-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-foreground hover:bg-accent aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4 sm:px-3"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 sm:order-3">{action}</div>
      </div>
    </header>
  );
}
