// The auth feature's public surface: the only import path other features and the app use.
export type { AppRole, UserRole } from "./roles";
export { APP_ROLES, dashboardPathFor } from "./roles";
export type { AuthState } from "./auth-context";
export { AuthContext, useAuth } from "./auth-context";
export { AuthProvider } from "./auth-provider";
export { RequireAuth, RequireRole } from "./components/require-role";
export { SignInButton } from "./components/sign-in-button";
export { SignOutButton } from "./components/sign-out-button";
export { SignedInLayout } from "./components/signed-in-layout";
export { SignedInNav } from "./components/signed-in-nav";
export { HomeGate } from "./components/home-gate";
export { RolePicker } from "./components/role-picker";
