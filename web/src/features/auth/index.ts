// The auth feature's public surface: the only import path other features use. (The app's
// signed-in route modules also use ./signed-in for the layout and the role picker.)
export { AuthProvider } from "./auth-provider";
export { guardedScreen, RequireAuth, RequireRole } from "./components/require-role";
export { SignInButton } from "./components/sign-in-button";
export { HomeGate } from "./components/home-gate";
