import { QueryContent } from "@/components/query-content";
import { TitledSection } from "@/components/titled-section";
import { site } from "@/content/site";
import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useLatestVerificationRequest } from "../api/verification-request";
import type { VerificationKind, VerificationSubject } from "@/lib/verification-status";
import { verificationMessages } from "../messages";
import { EvidenceForm } from "./evidence-form";

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
  const m = useMessages(verificationMessages);
  const copy = m.copy[kind];
  if (!subject) {
    return <p className={`${box} border-border bg-muted`}>{copy.first}</p>;
  }
  switch (subject.verification_status) {
    case "verified":
      return (
        <p role="status" className={`${box} border-border bg-card`}>
          <span>
            <strong>{m.verified}</strong>
            {m.verifiedSince(subject.verified_at ? formatIstDate(subject.verified_at) : null)}
            {copy.visible}
          </span>
        </p>
      );
    case "suspended":
      return (
        <div role="alert" className={`${box} border-destructive/50`}>
          <p>
            <strong>{m.suspended}</strong> {copy.hidden}
          </p>
          {subject.rejection_reason && (
            <p data-user-content>{m.reason(subject.rejection_reason)}</p>
          )}
          <p>
            {m.askForReview[0]}
            <a className="underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            {m.askForReview[1]}
          </p>
        </div>
      );
    case "rejected":
      return (
        <TitledSection
          title={m.declined}
          titleClassName="font-semibold"
          className={`${box} border-destructive/50`}
        >
          <p>{copy.hidden}</p>
          <p data-user-content>{m.reason(subject.rejection_reason)}</p>
          <p>{m.fixAndResend}</p>
          <EvidenceForm
            kind={kind}
            subjectId={subject.id}
            userId={userId}
            submitLabel={m.sendAgain}
            savedRegistrationNumber={subject.registration_number}
          />
        </TitledSection>
      );
    case "pending":
      return (
        <PendingPanel
          kind={kind}
          subjectId={subject.id}
          userId={userId}
          savedRegistrationNumber={subject.registration_number ?? null}
        />
      );
  }
}

function PendingPanel({
  kind,
  subjectId,
  userId,
  savedRegistrationNumber,
}: {
  kind: VerificationKind;
  subjectId: string;
  userId: string;
  savedRegistrationNumber: string | null;
}) {
  const m = useMessages(verificationMessages);
  const request = useLatestVerificationRequest(kind, subjectId);
  return (
    <QueryContent query={request} loading={m.loading}>
      {(latest) =>
        latest?.status === "pending" ? (
          <p role="status" className={`${box} border-border bg-muted`}>
            <span>
              <strong>{m.pending}</strong>
              {m.sentOn(formatIstDate(latest.submitted_at))}
              {m.copy[kind].hidden}
            </span>
          </p>
        ) : (
          <TitledSection
            title={m.submitHeading}
            titleClassName="font-semibold"
            className={`${box} border-border bg-muted`}
          >
            <p>
              {m.submitIntro}
              {m.copy[kind].hidden}
            </p>
            <EvidenceForm
              kind={kind}
              subjectId={subjectId}
              userId={userId}
              submitLabel={m.submitHeading}
              savedRegistrationNumber={savedRegistrationNumber}
            />
          </TitledSection>
        )
      }
    </QueryContent>
  );
}
