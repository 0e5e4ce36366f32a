import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, ShownDialog } from "@/components/ui/dialog";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useMessages } from "@/lib/i18n/use-messages";
import { bookingDecisionMessages } from "./reason-dialog.messages";

/** Asks for the words the devotee will read with a decision; required unless `optional`. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  optional = false,
  error,
  isSubmitting,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  optional?: boolean;
  error?: string;
  isSubmitting: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const m = useMessages(bookingDecisionMessages).reason;
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const message = missing ? m.missing : error;
  return (
    <ShownDialog title={title} description={description} onClose={onClose}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!optional && reason.trim() === "") return setMissing(true);
          onSubmit(reason.trim());
        }}
      >
        <Label htmlFor={id}>{optional ? m.optionalLabel : m.label}</Label>
        <Textarea
          id={id}
          value={reason}
          maxLength={500}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {message}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {m.back}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </ShownDialog>
  );
}
