/** Served by web/scripts/prerender-only.ts: the templates when pre-rendering, nothing otherwise. */
declare module "virtual:signed-in-frame-templates" {
  export function SignedInFrameTemplates(): React.ReactNode;
}
