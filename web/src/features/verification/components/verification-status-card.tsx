import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIstDate } from "@/lib/format";
import { useLatestVerificationRequest } from "../api/verification-request";
import type { VerificationKind, VerificationSubject } from "../verification-status";

function PendingLine({ kind, subjectId }: { kind: VerificationKind; subjectId: string }) {
  const request = useLatestVerificationRequest(kind, subjectId);
  if (request.data?.status === "pending") {
    return (
      <p>
        Documents sent on {formatIstDate(request.data.submitted_at)}. Our team decides within 3
        working days and e-mails you.
      </p>
    );
  }
  return <p>Devotees see only verified profiles. Send your documents to be verified.</p>;
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
  const status = subject.verification_status;
  if (status === "verified") return null;
  const title = {
    pending: "Verification pending",
    rejected: "Verification declined",
    suspended: "Suspended",
  }[status];
  return (
    <Card className={status === "pending" ? "border-primary" : "border-destructive/50"}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {status === "pending" ? (
          <PendingLine kind={kind} subjectId={subject.id} />
        ) : (
          <p>Reason: {subject.rejection_reason}</p>
        )}
        <Button asChild variant="outline">
          <Link to={profileHref}>
            {status === "pending" ? "Open verification" : "See what to do"}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
