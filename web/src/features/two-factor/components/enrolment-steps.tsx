import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { useConfirmEnrolment } from "../api/confirm-enrolment";
import type { Enrolment } from "../api/start-enrolment";
import { twoFactorMessages } from "../messages";
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
  const m = useMessages(twoFactorMessages);
  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-2">
          <h3 className={stepHeading}>{m.step1}</h3>
          <p>{m.step1Text}</p>
        </li>
        <li className="grid gap-2">
          <h3 className={stepHeading}>{m.step2}</h3>
          <img
            src={enrolment.qrCode}
            alt={m.qrAlt}
            width={192}
            height={192}
            className="rounded-md border border-border bg-white"
          />
          <p>{m.cannotScan}</p>
          <SecretKey secret={enrolment.secret} />
        </li>
        <li className="grid gap-2">
          <h3 className={stepHeading}>{m.step3}</h3>
          <CodeForm
            hint={m.step3Hint}
            submitLabel={m.checkAndTurnOn}
            onCode={async (code) => {
              await confirm.mutateAsync({ factorId: enrolment.factorId, code });
              onTurnedOn();
            }}
          />
        </li>
      </ol>
      <Button type="button" variant="ghost" className="justify-self-start" onClick={onCancel}>
        {m.cancelSetUp}
      </Button>
    </div>
  );
}
