import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useLatestVerificationRequest } from "../api/verification-request";
import { verificationMessages } from "../messages";
import type { VerificationKind, VerificationSubject } from "@/lib/verification-status";

function PendingLine({ kind, subjectId }: { kind: VerificationKind; subjectId: string }) {
  const m = useMessages(verificationMessages).card;
  const request = useLatestVerificationRequest(kind, subjectId);
  if (request.data?.status === "pending") {
    return <p>{m.sentOn(formatIstDate(request.data.submitted_at))}</p>;
  }
  return <p>{m.notSent}</p>;
}

/**
 * A dashboard's line about the trust review until it is passed: what stands and the next step.
 * A verified profile needs no card; its badge shows on the profile page.
 */
export function VerificationStatusCard({
  kind,
  subject,
  profileHref,
}: {
  kind: VerificationKind;
  subject: VerificationSubject;
  profileHref: string;
}) {
  const messages = useMessages(verificationMessages);
  const m = messages.card;
  const status = subject.verification_status;
  if (status === "verified") return null;
  const title = m.titles[status];
  return (
    <Card className={status === "pending" ? "border-primary" : "border-destructive/50"}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {status === "pending" ? (
          <PendingLine kind={kind} subjectId={subject.id} />
        ) : (
          <p data-user-content>{messages.reason(subject.rejection_reason)}</p>
        )}
        <Button asChild variant="outline">
          <Link to={profileHref}>{status === "pending" ? m.open : m.whatToDo}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
