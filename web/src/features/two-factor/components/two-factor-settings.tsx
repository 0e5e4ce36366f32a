import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { useCancelEnrolment } from "../api/cancel-enrolment";
import { useTwoFactorStatus } from "../api/get-two-factor-status";
import { type Enrolment, useStartEnrolment } from "../api/start-enrolment";
import { twoFactorMessages } from "../messages";
import { describeTwoFactorError } from "../two-factor-errors";
import { EnrolmentSteps } from "./enrolment-steps";
import { TurnOffDialog } from "./turn-off-dialog";

/**
 * "Two-factor sign-in": whether a code from an authenticator app is asked for after the password,
 * turning it on (QR code or typed key, then a first code) and turning it off.
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const cancel = useCancelEnrolment();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [isTurningOff, setTurningOff] = useState(false);
  const m = useMessages(twoFactorMessages);

  function renderBody() {
    if (status.isPending) return <Spinner label={m.loadingSettings} />;
    if (status.isError) {
      return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
    }
    const { factor, isSessionVerified } = status.data;
    if (factor) {
      return (
        <>
          <p>{m.onSince(factor.since)}</p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setTurningOff(true)}
          >
            {m.turnOff}
          </Button>
          {isTurningOff ? (
            <TurnOffDialog
              factorId={factor.id}
              needsCode={!isSessionVerified}
              onClose={() => setTurningOff(false)}
            />
          ) : null}
        </>
      );
    }
    if (enrolment) {
      return (
        <EnrolmentSteps
          enrolment={enrolment}
          onTurnedOn={() => {
            setEnrolment(null);
            toast({
              title: m.turnedOnTitle,
              description: m.turnedOnText,
            });
          }}
          onCancel={() => {
            // Best effort: an unfinished set-up is also cleared by the next Turn on.
            cancel.mutate(enrolment.factorId);
            setEnrolment(null);
          }}
        />
      );
    }
    return (
      <>
        <p>{m.off()}</p>
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeTwoFactorError(start.error)}
          </p>
        ) : null}
        <Button
          type="button"
          className="justify-self-start"
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {start.isPending ? m.preparing : m.turnOn}
        </Button>
      </>
    );
  }

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{renderBody()}</CardContent>
    </Card>
  );
}
