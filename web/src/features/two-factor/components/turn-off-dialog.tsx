import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { useMessages } from "@/lib/i18n/use-messages";
import { codeSchema, toCode } from "../code-schema";
import { useTurnOffTwoFactor } from "../api/turn-off-two-factor";
import { twoFactorMessages } from "../messages";
import { describeTwoFactorError } from "../two-factor-errors";

/**
 * Asks before removing the authenticator app, or with `factorName` one of several (two-factor
 * sign-in stays on with the others). A session that signed in with the password only must type a
 * code first: the server removes a confirmed app only for a session that passed one.
 */
export function TurnOffDialog({
  factorId,
  factorName,
  needsCode,
  onClose,
}: {
  factorId: string;
  factorName?: string;
  needsCode: boolean;
  onClose(): void;
}) {
  const codeId = useId();
  const turnOff = useTurnOffTwoFactor();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const m = useMessages(twoFactorMessages);
  return (
    <ConfirmDialog
      title={factorName === undefined ? m.turnOffTitle : m.removeTitle(factorName)}
      description={factorName === undefined ? m.turnOffText : m.removeText}
      confirmLabel={
        turnOff.isPending ? m.turningOff : factorName === undefined ? m.turnOff : m.remove
      }
      destructive
      isPending={turnOff.isPending}
      error={codeError ?? (turnOff.isError ? describeTwoFactorError(turnOff.error) : null)}
      onClose={onClose}
      onConfirm={() => {
        setCodeError(null);
        if (needsCode) {
          const checked = codeSchema.safeParse({ code });
          if (!checked.success) {
            setCodeError(checked.error.issues[0]?.message ?? m.codeMissing);
            return;
          }
        }
        turnOff.mutate(
          { factorId, code: needsCode ? toCode(code) : undefined },
          { onSuccess: onClose, onError: () => setCode("") },
        );
      }}
    >
      {needsCode ? (
        <div className="grid gap-1.5">
          <Label htmlFor={codeId}>{m.turnOffCodeLabel}</Label>
          <input
            id={codeId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="h-12 w-full max-w-48 rounded-md border-2 border-input bg-card px-3 text-center font-mono text-2xl tracking-[0.25em] tabular-nums focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
