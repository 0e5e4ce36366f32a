// The two-factor feature's public surface: the settings card for account pages (providers,
// temple admins, platform admins) and the session's assurance level (aal1/aal2) read from its
// token. The signed-in frame takes the gate from ./gate.
export { readAssuranceLevel } from "./assurance";
export { TwoFactorSettings } from "./components/two-factor-settings";
