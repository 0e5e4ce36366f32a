import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The words an administrator writes with a decision, which the audit log keeps. */
export function DecisionNote({
  label,
  hint,
  value,
  isInvalid,
  onValue,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  isInvalid: boolean;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={1000}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={isInvalid}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
