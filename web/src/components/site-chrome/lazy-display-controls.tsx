import { lazy, Suspense } from "react";

// The language and text-size controls load after the page's start-up code: pre-rendered, they
// show at once, and React hydrates them when their small chunk arrives.
const LanguageSwitcher = lazy(() =>
  import("./display-controls").then((module) => ({ default: module.LanguageSwitcher })),
);
const TextSizeToggle = lazy(() =>
  import("./display-controls").then((module) => ({ default: module.TextSizeToggle })),
);

export function LazyLanguageSwitcher({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher className={className} />
    </Suspense>
  );
}

export function LazyTextSizeToggle({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <TextSizeToggle className={className} />
    </Suspense>
  );
}
