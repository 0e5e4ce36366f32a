export { VerificationPanel } from "./components/verification-panel";
export { VerifiedBadge } from "./components/verified-badge";
export type { VerificationStatus, VerificationSubject } from "./verification-status";
