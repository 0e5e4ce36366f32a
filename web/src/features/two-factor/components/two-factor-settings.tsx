import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { useIsPlatformAdmin } from "@/lib/auth/platform-admin";
import { useMessages } from "@/lib/i18n/use-messages";
import { useCancelEnrolment } from "../api/cancel-enrolment";
import { useTwoFactorStatus } from "../api/get-two-factor-status";
import { backupFactorName, type Enrolment, useStartEnrolment } from "../api/start-enrolment";
import { twoFactorMessages } from "../messages";
import { describeTwoFactorError } from "../two-factor-errors";
import { EnrolmentSteps } from "./enrolment-steps";
import { TurnOffDialog } from "./turn-off-dialog";

/**
 * "Two-factor sign-in": whether a code from an authenticator app is asked for after the password,
 * turning it on (QR code or typed key, then a first code), a backup authenticator on a second
 * phone or app, removing one of several, and turning it off (never for an administrator).
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const cancel = useCancelEnrolment();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [isTurningOff, setTurningOff] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const isAdmin = useIsPlatformAdmin();
  const m = useMessages(twoFactorMessages);

  function renderEnrolment(current: Enrolment, isBackup: boolean) {
    return (
      <EnrolmentSteps
        enrolment={current}
        onTurnedOn={() => {
          setEnrolment(null);
          toast(
            isBackup
              ? { title: m.backupAdded, description: m.backupAddedText }
              : { title: m.turnedOnTitle, description: m.turnedOnText },
          );
        }}
        onCancel={() => {
          // Best effort: an unfinished set-up is also cleared by the next Turn on.
          cancel.mutate(current.factorId);
          setEnrolment(null);
        }}
      />
    );
  }

  function renderBody() {
    if (status.isPending) return <Spinner label={m.loadingSettings} />;
    if (status.isError) {
      return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
    }
    const { factor, factors, isSessionVerified } = status.data;
    if (factor && enrolment) return renderEnrolment(enrolment, true);
    if (factor) {
      // With several apps each is removed on its own; the last one is "Turn off", never for admins.
      const canTurnOff = factors.length === 1 && !isAdmin;
      return (
        <>
          <p>{m.onSince(factor.since)}</p>
          <TitledSection
            title={m.authenticators}
            titleClassName="font-semibold"
            as="h3"
            className="grid gap-2"
          >
            <ul className="grid gap-2">
              {factors.map((each) => (
                <li
                  key={each.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
                >
                  <span>
                    <span translate="no">{each.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {" "}
                      · {m.addedOn(each.since)}
                    </span>
                  </span>
                  {factors.length > 1 ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={m.removeLabel(each.name)}
                      disabled={!isSessionVerified}
                      onClick={() => setRemoving({ id: each.id, name: each.name })}
                    >
                      {m.remove}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </TitledSection>
          <p className="text-sm text-muted-foreground">{m.backupHint}</p>
          {!isSessionVerified ? (
            <p className="text-sm text-muted-foreground">{m.backupNeedsCode}</p>
          ) : null}
          {start.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {describeTwoFactorError(start.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={start.isPending || !isSessionVerified}
              onClick={() =>
                start.mutate(backupFactorName(factors.map((each) => each.name)), {
                  onSuccess: setEnrolment,
                })
              }
            >
              {start.isPending ? m.preparing : m.addBackup}
            </Button>
            {canTurnOff ? (
              <Button type="button" variant="outline" onClick={() => setTurningOff(true)}>
                {m.turnOff}
              </Button>
            ) : null}
          </div>
          {isAdmin && factors.length === 1 ? (
            <p className="text-sm text-muted-foreground">{m.adminKeeps}</p>
          ) : null}
          {isTurningOff && canTurnOff ? (
            <TurnOffDialog
              factorId={factor.id}
              needsCode={!isSessionVerified}
              onClose={() => setTurningOff(false)}
            />
          ) : null}
          {removing ? (
            <TurnOffDialog
              factorId={removing.id}
              factorName={removing.name}
              needsCode={false}
              onClose={() => setRemoving(null)}
            />
          ) : null}
        </>
      );
    }
    if (enrolment) return renderEnrolment(enrolment, false);
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
