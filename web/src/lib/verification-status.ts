/** Where a provider or temple stands with the platform's trust review. */
export type VerificationStatus = "pending" | "verified" | "rejected" | "suspended";

export type VerificationKind = "provider" | "temple";

/** The columns of a provider or temple row the verification screens read. */
export interface VerificationSubject {
  id: string;
  verification_status: VerificationStatus;
  rejection_reason: string | null;
  verified_at: string | null;
  /** A temple's trust registration number, asked once: in its profile or with its documents. */
  registration_number?: string | null;
}
