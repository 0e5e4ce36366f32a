/** One step of a provider's or temple's verification, as the `verification.email` job carries it. */
export interface VerificationMailFacts {
  kind: "provider" | "temple";
  subject_name: string;
  step: "submitted" | "approved" | "rejected" | "suspended" | "reinstated";
  reason: string | null;
}
