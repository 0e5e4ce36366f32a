import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useCancelEnrolment } from "../api/cancel-enrolment";
import { useTwoFactorStatus } from "../api/get-two-factor-status";
import { type Enrolment, useStartEnrolment } from "../api/start-enrolment";
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

  function renderBody() {
    if (status.isPending) return <Spinner label="Loading your sign-in settings" />;
    if (status.isError) {
      return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
    }
    const { factor, isSessionVerified } = status.data;
    if (factor) {
      return (
        <>
          <p>
            <strong>On since {factor.since}.</strong> Each time you sign in, you type the code from
            your authenticator app after your password.
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setTurningOff(true)}
          >
            Turn off
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
              title: "Two-factor sign-in is on",
              description: "Next time you sign in, have your phone with you.",
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
        <p>
          <strong>Off.</strong> When it is on, signing in needs your password and a 6-digit code
          from an authenticator app on your phone, so your password alone is not enough for anyone
          else.
        </p>
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
          {start.isPending ? "Preparing…" : "Turn on"}
        </Button>
      </>
    );
  }

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">Two-factor sign-in</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{renderBody()}</CardContent>
    </Card>
  );
}
