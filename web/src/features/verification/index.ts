export { VerificationPanel } from "./components/verification-panel";
export { VerificationStatusCard } from "./components/verification-status-card";
