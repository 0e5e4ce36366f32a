import { type ComponentProps, Suspense } from "react";
import DisplayControl from "virtual:display-control";

// The language and text-size controls load after the page's start-up code: pre-rendered, they
// show at once, and React hydrates them when their small chunk arrives (scripts/prerender-variants.ts).

/** The language switch (`language`) or the large-text toggle (`text-size`). */
export function LazyDisplayControl(props: ComponentProps<typeof DisplayControl>) {
  return (
    <Suspense fallback={null}>
      <DisplayControl {...props} />
    </Suspense>
  );
}
