import { type ComponentProps, type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import {
  type Decision,
  type DecisionInput,
  useDecideVerification,
} from "../api/decide-verification";
import { adminMessages } from "../messages";
import { DecisionNote } from "./decision-note";

/** Rejecting and suspending need a reason the owner will read. */
function needsReason(decision: Decision): boolean {
  return decision === "reject" || decision === "suspend";
}

/** Confirms one verification decision, with the reason when it needs one; logged by the server. */
function DecisionDialog({
  target,
  name,
  onClose,
}: {
  target: Omit<DecisionInput, "reason">;
  name: string;
  onClose(): void;
}) {
  const m = useMessages(adminMessages).decision;
  const decide = useDecideVerification();
  const [reason, setReason] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const wording = m[target.decision];
  return (
    <ConfirmDialog
      title={m.title(
        wording.title,
        <span key="name" translate="no">
          {name}
        </span>,
      )}
      description={wording.effect}
      confirmLabel={wording.confirm}
      destructive={needsReason(target.decision)}
      isPending={decide.isPending}
      error={
        missingReason ? m.missingReason : decide.isError ? describeServerError(decide.error) : null
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
        <DecisionNote
          label={m.reason}
          value={reason}
          isInvalid={missingReason}
          onValue={(value) => {
            setReason(value);
            setMissingReason(false);
          }}
        />
      )}
    </ConfirmDialog>
  );
}

export type DecisionTarget = Omit<DecisionInput, "reason">;

/** A decision's button; for screen readers its words go on with the name of whom it decides on. */
export function DecisionButton({
  name,
  children,
  ...button
}: ComponentProps<typeof Button> & { name: string }) {
  return (
    <Button type="button" {...button}>
      {children}
      <span translate="no" className="sr-only">
        {" "}
        {name}
      </span>
    </Button>
  );
}

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
