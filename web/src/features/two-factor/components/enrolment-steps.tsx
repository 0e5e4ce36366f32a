import { Button } from "@/components/ui/button";
import { useConfirmEnrolment } from "../api/confirm-enrolment";
import type { Enrolment } from "../api/start-enrolment";
import { CodeForm } from "./code-form";
import { SecretKey } from "./secret-key";

const stepHeading = "text-base font-bold";

/** Adding the authenticator app in three numbered steps, each saying what to do with the phone. */
export function EnrolmentSteps({
  enrolment,
  onTurnedOn,
  onCancel,
}: {
  enrolment: Enrolment;
  onTurnedOn(): void;
  onCancel(): void;
}) {
  const confirm = useConfirmEnrolment();
  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-2">
          <h3 className={stepHeading}>Step 1. Open your authenticator app</h3>
          <p>
            On your phone, open Google Authenticator, Microsoft Authenticator or a similar app, and
            choose to add an account (often a + button).
          </p>
        </li>
        <li className="grid gap-2">
          <h3 className={stepHeading}>Step 2. Scan this QR code with the app</h3>
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="rounded-md border border-border bg-white"
          />
          <p>Cannot scan it? Choose to enter a set-up key in the app, and type this key:</p>
          <SecretKey secret={enrolment.secret} />
        </li>
        <li className="grid gap-2">
          <h3 className={stepHeading}>Step 3. Type the code the app shows</h3>
          <CodeForm
            hint="The app shows a new code every 30 seconds. Type the newest one."
            submitLabel="Check code and turn on"
            onCode={async (code) => {
              await confirm.mutateAsync({ factorId: enrolment.factorId, code });
              onTurnedOn();
            }}
          />
        </li>
      </ol>
      <Button type="button" variant="ghost" className="justify-self-start" onClick={onCancel}>
        Cancel set-up
      </Button>
    </div>
  );
}
