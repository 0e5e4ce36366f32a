import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { type Report, type ReportAction, useDecideReport } from "../api/reports";
import { adminMessages } from "../messages";
import { DecisionNote } from "./decision-note";

const NOTE_MIN = 10;

/** A review can be removed; a provider or temple suspended. Anything can be dismissed or warned. */
export function actionsFor(kind: Report["target_kind"]): ReportAction[] {
  return kind === "review" ? ["dismiss", "warn", "remove"] : ["dismiss", "warn", "suspend"];
}

/**
 * One decision on an open report: the action, and a note of at least a few words that the
 * audit log keeps (and the owner reads when warned, removed or suspended). Closes only once the
 * server has recorded it.
 */
export function ReportDecisionDialog({
  report,
  subject,
  onClose,
}: {
  report: Pick<Report, "id" | "target_kind" | "reporter_name">;
  subject: string;
  onClose(): void;
}) {
  const m = useMessages(adminMessages);
  const words = m.reportDecision;
  const decide = useDecideReport();
  const groupId = useId();
  const actions = actionsFor(report.target_kind);
  const [action, setAction] = useState<ReportAction>("dismiss");
  const [note, setNote] = useState("");
  const [shortNote, setShortNote] = useState(false);
  return (
    <ConfirmDialog
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      destructive={action === "remove" || action === "suspend"}
      isPending={decide.isPending}
      error={
        shortNote ? words.noteTooShort : decide.isError ? describeServerError(decide.error) : null
      }
      onClose={onClose}
      onConfirm={() => {
        if (note.trim().length < NOTE_MIN) {
          setShortNote(true);
          return;
        }
        decide.mutate({ report: report.id, action, note: note.trim() }, { onSuccess: onClose });
      }}
    >
      <p data-user-content className="text-sm font-medium break-words">
        {subject}
      </p>
      <p className="text-sm text-muted-foreground">
        {m.reports.reportedBy(report.reporter_name || m.reports.unnamedReporter)}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{words.action}</legend>
        {actions.map((choice) => (
          <div key={choice} className="flex items-start gap-2 text-sm">
            <input
              id={`${groupId}-${choice}`}
              type="radio"
              name={groupId}
              value={choice}
              className="mt-1 size-4 shrink-0"
              checked={action === choice}
              onChange={() => setAction(choice)}
            />
            <Label
              htmlFor={`${groupId}-${choice}`}
              className="grid gap-0.5 leading-snug font-normal"
            >
              <span className="font-medium">{words.actions[choice].label}</span>
              <span className="text-muted-foreground">{words.actions[choice].effect}</span>
            </Label>
          </div>
        ))}
      </fieldset>
      <DecisionNote
        label={words.note}
        hint={words.noteHint}
        value={note}
        isInvalid={shortNote}
        onValue={(value) => {
          setNote(value);
          setShortNote(false);
        }}
      />
    </ConfirmDialog>
  );
}
