import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./ui/skip-link";

/**
 * A screen's `<main>`: the skip link's target, focusable by script and drawn without an outline;
 * `className` lays the screen out.
 */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </main>
  );
}
