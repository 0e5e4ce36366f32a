// Served by web/scripts/prerender-variants.ts: one source when pre-rendering, another in the browser.

/** The templates when pre-rendering, nothing otherwise. */
declare module "virtual:signed-in-frame-templates" {
  export function SignedInFrameTemplates(): React.ReactNode;
}

/** The display controls: directly when pre-rendering, loaded lazily in the browser. */
declare module "virtual:display-control" {
  export { default } from "@/components/site-chrome/display-controls";
}
