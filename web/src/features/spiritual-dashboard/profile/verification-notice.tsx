import { Button } from "@/components/ui/button";
import { describeServerError } from "@/lib/server-error";
import type { MyProvider } from "../api/get-my-provider";
import { useRequestVerification } from "./request-verification";

/** A declined profile's reason, and the way back to review once it is fixed. */
function RejectedNotice({ reason }: { reason: string | null }) {
  const request = useRequestVerification();
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-lg border border-destructive/50 p-4"
    >
      <p>
        <strong>Verification was declined.</strong> Only you can see this profile.
      </p>
      <p>Reason: {reason}</p>
      <p>Fix what the reason names and save your profile, then ask again.</p>
      <Button type="button" disabled={request.isPending} onClick={() => request.mutate()}>
        Ask for verification again
      </Button>
      {request.isError && (
        <p className="text-sm text-destructive">{describeServerError(request.error)}</p>
      )}
    </div>
  );
}

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
      return <RejectedNotice reason={provider.rejection_reason} />;
  }
}
