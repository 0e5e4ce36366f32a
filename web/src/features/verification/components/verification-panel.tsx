import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { site } from "@/content/site";
import { formatIstDate } from "@/lib/format";
import { useLatestVerificationRequest } from "../api/verification-request";
import type { VerificationKind, VerificationSubject } from "../verification-status";
import { EvidenceForm } from "./evidence-form";

const COPY: Record<VerificationKind, { visible: string; hidden: string; first: string }> = {
  provider: {
    visible: "Devotees can find and book you.",
    hidden: "Only you can see this profile.",
    first:
      "Fill in your profile and submit it for verification. Devotees find you once it is verified.",
  },
  temple: {
    visible: "Devotees can find the temple, follow it and take part.",
    hidden: "Devotees cannot see the temple.",
    first:
      "Fill in the temple's profile and submit it for verification. Devotees find the temple, its events and seva programs once it is verified.",
  },
};

const box = "grid justify-items-start gap-3 rounded-lg border p-4";

/**
 * Where a provider or temple stands with the trust review, and the next step: send documents,
 * wait for the team, fix what a rejection names and send again, or write to support.
 */
export function VerificationPanel({
  kind,
  subject,
  userId,
}: {
  kind: VerificationKind;
  subject: VerificationSubject | null;
  userId: string;
}) {
  const copy = COPY[kind];
  if (!subject) {
    return <p className={`${box} border-border bg-muted`}>{copy.first}</p>;
  }
  switch (subject.verification_status) {
    case "verified":
      return (
        <p role="status" className={`${box} border-border bg-card`}>
          <span>
            <strong>Verified</strong>
            {subject.verified_at ? ` since ${formatIstDate(subject.verified_at)}` : ""}.{" "}
            {copy.visible}
          </span>
        </p>
      );
    case "suspended":
      return (
        <div role="alert" className={`${box} border-destructive/50`}>
          <p>
            <strong>Suspended.</strong> {copy.hidden}
          </p>
          {subject.rejection_reason && <p>Reason: {subject.rejection_reason}</p>}
          <p>
            To ask for a review, write to{" "}
            <a className="underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            .
          </p>
        </div>
      );
    case "rejected":
      return (
        <section aria-labelledby="verification-heading" className={`${box} border-destructive/50`}>
          <h2 id="verification-heading" className="font-semibold">
            Verification was declined
          </h2>
          <p>{copy.hidden}</p>
          <p>Reason: {subject.rejection_reason}</p>
          <p>Fix what the reason names, then send your documents again.</p>
          <EvidenceForm
            kind={kind}
            subjectId={subject.id}
            userId={userId}
            submitLabel="Send for verification again"
          />
        </section>
      );
    case "pending":
      return <PendingPanel kind={kind} subjectId={subject.id} userId={userId} />;
  }
}

function PendingPanel({
  kind,
  subjectId,
  userId,
}: {
  kind: VerificationKind;
  subjectId: string;
  userId: string;
}) {
  const request = useLatestVerificationRequest(kind, subjectId);
  if (request.isPending) return <Spinner label="Loading your verification" />;
  if (request.isError) {
    return <LoadError error={request.error} onRetry={() => void request.refetch()} />;
  }
  if (request.data?.status === "pending") {
    return (
      <p role="status" className={`${box} border-border bg-muted`}>
        <span>
          <strong>Verification pending.</strong> You sent your documents on{" "}
          {formatIstDate(request.data.submitted_at)}. Our team reviews them within 3 working days
          and e-mails you the decision. {COPY[kind].hidden}
        </span>
      </p>
    );
  }
  return (
    <section aria-labelledby="verification-heading" className={`${box} border-border bg-muted`}>
      <h2 id="verification-heading" className="font-semibold">
        Submit for verification
      </h2>
      <p>
        Devotees see only verified profiles, with a Verified badge. Send documents that show who you
        are; our team checks them within 3 working days. {COPY[kind].hidden}
      </p>
      <EvidenceForm
        kind={kind}
        subjectId={subjectId}
        userId={userId}
        submitLabel="Submit for verification"
      />
    </section>
  );
}
