import type * as React from "react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { templeComponentsMessages } from "./messages";

/** How long a promotion may run; the database allows at most 30 days from now. */
const PERIODS = [3, 7, 14, 30] as const;

/**
 * Chooses how long something is featured to devotees (or stops it) and confirms; `promote` writes
 * the end instant, null to stop.
 */
export function PromoteDialog({
  title,
  description,
  isPromoted,
  isPending,
  error,
  promote,
  onClose,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  isPromoted: boolean;
  isPending: boolean;
  error: unknown;
  promote: (until: string | null, onDone: () => void) => void;
  onClose: () => void;
  /** What to promote, when the dialog asks for it too. */
  children?: React.ReactNode;
}) {
  const id = useId();
  const m = useMessages(templeComponentsMessages).promoteDialog;
  const [days, setDays] = useState<string>("7");
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={days === "stop" ? m.stop : m.promote}
      isPending={isPending}
      error={error ? describeServerError(error) : null}
      onClose={onClose}
      onConfirm={() => {
        // The end is counted from the moment of the click, as the database checks it.
        const until =
          days === "stop" ? null : new Date(Date.now() + Number(days) * 86_400_000).toISOString();
        promote(until, () => {
          toast({ title: until ? m.promotedFor(Number(days)) : m.stopped });
          onClose();
        });
      }}
    >
      {children}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {m.forHowLong}
        </label>
        <NativeSelect id={id} value={days} onChange={(event) => setDays(event.target.value)}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {m.days(period)}
            </option>
          ))}
          {isPromoted && <option value="stop">{m.stopNow}</option>}
        </NativeSelect>
      </div>
    </ConfirmDialog>
  );
}
