// The signed-in frame and navigation for pages anyone may see (public pages, not-found), which
// import this file lazily, only for a signed-in visitor. (Only ever imported with import(), so
// it is its own small file and needs no module-namespace helper at start-up.)
export { SignedInFrame } from "./components/signed-in-frame";
export { SignedInNav } from "./components/signed-in-nav";
