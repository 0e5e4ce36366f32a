import { type ComponentProps, Suspense } from "react";
import DisplayControl from "virtual:display-control";

// The language and text-size controls are in every pre-rendered page; in the browser their code
// loads after the page's start-up code, and React hydrates them when that small chunk arrives
// (scripts/prerender-variants.ts).

/** Where the language switch (`language`) or the large-text toggle (`text-size`) goes. */
export function DisplayControlSlot(props: ComponentProps<typeof DisplayControl>) {
  return (
    <Suspense fallback={null}>
      <DisplayControl {...props} />
    </Suspense>
  );
}
