// The auth feature's screens for the app's signed-in routes. Kept out of index.ts so the
// pre-rendered public pages, which import index.ts, never download them.
export { SignedInLayout } from "./components/signed-in-layout";
export { SignedInNav } from "./components/signed-in-nav";
