import { Button } from "@/components/ui/button";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { useRequestTempleVerification } from "./save-temple-profile";

function RejectedNotice({ temple }: { temple: MyTemple }) {
  const request = useRequestTempleVerification();
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-lg border border-destructive/50 p-4"
    >
      <p>
        <strong>Verification was declined.</strong> Devotees cannot see the temple yet.
      </p>
      <p>Reason: {temple.rejection_reason}</p>
      <p>Fix what the reason names and save the profile, then ask again.</p>
      <Button type="button" disabled={request.isPending} onClick={() => request.mutate(temple.id)}>
        Ask for verification again
      </Button>
      {request.isError && (
        <p className="text-sm text-destructive">{describeServerError(request.error)}</p>
      )}
    </div>
  );
}

/** Where the temple stands with the trust review, and what that means for devotees. */
export function TempleVerificationNotice({ temple }: { temple: MyTemple | null }) {
  if (!temple) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted p-4">
        Fill in the temple's profile and submit it for verification. Devotees find the temple, its
        events and seva programs once it is verified.
      </p>
    );
  }
  switch (temple.verification_status) {
    case "pending":
      return (
        <p role="status" className="rounded-lg border border-border bg-muted p-4">
          <strong>Verification pending.</strong> Only the temple's administrators can see it until
          our team verifies it.
        </p>
      );
    case "verified":
      return (
        <p role="status" className="rounded-lg border border-border bg-card p-4">
          <strong>Verified.</strong> Devotees can find the temple, follow it and take part.
        </p>
      );
    case "rejected":
      return <RejectedNotice temple={temple} />;
  }
}
