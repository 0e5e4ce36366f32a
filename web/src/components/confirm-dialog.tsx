import type * as React from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, ShownDialog } from "@/components/ui/dialog";

import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

/**
 * Asks before an action that others will notice; says why it failed, if it does. The title and
 * description may hold a name people wrote (`<span translate="no">`); the title is the dialog's
 * accessible name either way.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  isPending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  isPending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const m = useMessages(componentMessages);
  return (
    <ShownDialog title={title} description={description} onClose={onClose}>
      {children}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {cancelLabel ?? m.back}
        </Button>
        <Button
          type="button"
          variant={destructive ? "destructive" : "default"}
          disabled={isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </ShownDialog>
  );
}
