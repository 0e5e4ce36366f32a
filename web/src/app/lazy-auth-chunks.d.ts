/** Written by web/scripts/lazy-auth-chunks.ts when the server build pre-renders the pages. */
declare module "virtual:lazy-auth-chunks" {
  export const LAZY_AUTH_CHUNKS: { store: string[]; client: string[] };
}
