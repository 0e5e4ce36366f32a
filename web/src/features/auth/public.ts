// The auth feature's pieces for the pre-rendered public pages and the app root: only what an
// anonymous visit needs, so those pages do not download the signed-in screens' code.
export { AuthProvider } from "./auth-provider";
export { AccountHeader } from "./components/account-header";
export { HomeGate } from "./components/home-gate";
export { SignInButton } from "./components/sign-in-button";
export { buildSignedInStartScript } from "./signed-in-start-script";
