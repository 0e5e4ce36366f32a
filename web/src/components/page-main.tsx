import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./ui/skip-link";

// Whole class names, so Tailwind finds them; cn() does not merge conflicting classes.
const WIDTHS = { reading: "max-w-3xl", page: "max-w-4xl", wide: "max-w-6xl" } as const;
const SPACING = { normal: "space-y-6", loose: "space-y-8" } as const;

/**
 * A screen's `<main>`: the skip link's target (focusable by script, without an outline), one
 * centred column of the given width whose sections stand apart by the given spacing.
 */
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
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={`mx-auto w-full ${WIDTHS[width]} ${SPACING[spacing]} px-4 py-8 outline-none`}
    >
      {children}
    </main>
  );
}
