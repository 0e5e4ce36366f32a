// The gate alone, for the signed-in frame that every signed-in page loads: kept apart from
// index.ts so those pages do not also download the settings card.
export { TwoFactorGate } from "./components/two-factor-gate";
