export { VerificationPanel } from "./components/verification-panel";
export { VerifiedBadge } from "./components/verified-badge";
export type {
  VerificationKind,
  VerificationStatus,
  VerificationSubject,
} from "./verification-status";
export { createEvidenceLink } from "./api/evidence-files";
export { AUTHORISED_BY_EMBED, TempleAuthorisedBadge } from "./components/temple-authorised-badge";
export { VerificationStatusCard } from "./components/verification-status-card";
