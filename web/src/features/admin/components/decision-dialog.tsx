import { type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeServerError } from "@/lib/server-error";
import {
  type Decision,
  type DecisionInput,
  useDecideVerification,
} from "../api/decide-verification";

const WORDING: Record<Decision, { title: string; confirm: string; effect: string }> = {
  approve: {
    title: "Approve",
    confirm: "Approve",
    effect: "Devotees will see them at once, with the Verified badge. They are e-mailed.",
  },
  reject: {
    title: "Reject",
    confirm: "Reject",
    effect:
      "They stay hidden from devotees and are e-mailed the reason, to fix it and apply again.",
  },
  suspend: {
    title: "Suspend",
    confirm: "Suspend",
    effect:
      "They disappear from devotees' lists at once and are e-mailed the reason. You can reinstate them later.",
  },
  reinstate: {
    title: "Reinstate",
    confirm: "Reinstate",
    effect: "Devotees will see them again at once. They are e-mailed.",
  },
};

/** Rejecting and suspending need a reason the owner will read. */
function needsReason(decision: Decision): boolean {
  return decision === "reject" || decision === "suspend";
}

/** Confirms one verification decision, with the reason when it needs one; logged by the server. */
export function DecisionDialog({
  target,
  name,
  onClose,
}: {
  target: Omit<DecisionInput, "reason">;
  name: string;
  onClose(): void;
}) {
  const decide = useDecideVerification();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const wording = WORDING[target.decision];
  return (
    <ConfirmDialog
      title={`${wording.title} ${name}?`}
      description={wording.effect}
      confirmLabel={wording.confirm}
      destructive={needsReason(target.decision)}
      isPending={decide.isPending}
      error={
        missingReason
          ? "Write the reason the owner will read."
          : decide.isError
            ? describeServerError(decide.error)
            : null
      }
      onClose={onClose}
      onConfirm={() => {
        if (needsReason(target.decision) && reason.trim() === "") {
          setMissingReason(true);
          return;
        }
        decide.mutate({ ...target, reason: reason.trim() }, { onSuccess: onClose });
      }}
    >
      {needsReason(target.decision) && (
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>Reason (the owner reads this)</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={1000}
            value={reason}
            aria-invalid={missingReason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissingReason(false);
            }}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}

export type DecisionTarget = Omit<DecisionInput, "reason">;

/** The decision being confirmed, if any: `decide` opens the dialog, `dialog` renders it. */
export function useDecisionDialog(): {
  decide(target: DecisionTarget, name: string): void;
  dialog: ReactNode;
} {
  const [deciding, setDeciding] = useState<{ target: DecisionTarget; name: string } | null>(null);
  return {
    decide: (target, name) => setDeciding({ target, name }),
    dialog: deciding && (
      <DecisionDialog
        target={deciding.target}
        name={deciding.name}
        onClose={() => setDeciding(null)}
      />
    ),
  };
}
