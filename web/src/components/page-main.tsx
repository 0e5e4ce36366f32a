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

// Whole class names, so Tailwind finds them; cn() does not merge conflicting classes.
const WIDTHS = { reading: "max-w-3xl", page: "max-w-4xl", wide: "max-w-6xl" } as const;
const SPACING = { normal: "space-y-6", loose: "space-y-8" } as const;

/** A screen's `<main>` as one centred column of the given width, its sections apart by the spacing. */
export function PageMain({
  width = "page",
  spacing = "normal",
  children,
}: {
  width?: keyof typeof WIDTHS;
  spacing?: keyof typeof SPACING;
  children: ReactNode;
}) {
  return (
    <MainContent className={`mx-auto w-full ${WIDTHS[width]} ${SPACING[spacing]} px-4 py-8`}>
      {children}
    </MainContent>
  );
}
