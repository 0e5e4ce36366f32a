import type { MyProvider } from "../api/get-my-provider";

/** Where the profile stands with the trust review, and what that means for devotees. */
export function VerificationNotice({ provider }: { provider: MyProvider | null }) {
  if (!provider) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted p-4">
        Fill in your profile and submit it for verification. Devotees find you once it is verified.
      </p>
    );
  }
  switch (provider.verification_status) {
    case "pending":
      return (
        <p role="status" className="rounded-lg border border-border bg-muted p-4">
          <strong>Verification pending.</strong> Only you can see this profile until our team
          verifies it.
        </p>
      );
    case "verified":
      return (
        <p role="status" className="rounded-lg border border-border bg-card p-4">
          <strong>Verified.</strong> Devotees can find and book you.
        </p>
      );
    case "rejected":
      return (
        <div role="alert" className="rounded-lg border border-destructive/50 p-4">
          <p>
            <strong>Verification was declined.</strong> Only you can see this profile.
          </p>
          <p>Reason: {provider.rejection_reason}</p>
        </div>
      );
  }
}
