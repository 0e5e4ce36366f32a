import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";

/** The `<main>` of the booking screens: the skip link's target, one column. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 outline-none"
    >
      {children}
    </main>
  );
}
