// The two-factor feature's public surface: the settings card for account pages (providers,
// temple admins, platform admins), placed by app/routes. The signed-in frame takes the gate from
// ./gate; the session's assurance level is read in lib/auth/assurance.ts.
export { TwoFactorSettings } from "./components/two-factor-settings";
