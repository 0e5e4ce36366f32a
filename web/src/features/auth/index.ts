// The auth feature's public surface: the only import path other features use. (The app's
// signed-in route modules also use ./signed-in for the layout and the role picker.)
export type { AppRole, UserRole } from "./roles";
export { APP_ROLES, dashboardPathFor } from "./roles";
export type { AuthState } from "./auth-context";
export { AuthContext, useAuth } from "./auth-context";
export { useIsPlatformAdmin } from "./platform-admin";
export { AuthProvider } from "./auth-provider";
export { RequireAuth, RequireRole } from "./components/require-role";
export { SignInButton } from "./components/sign-in-button";
export { SignOutButton } from "./components/sign-out-button";
export { HomeGate } from "./components/home-gate";
