import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { componentMessages } from "./messages";

/** A failed read: what went wrong in words a person can act on, and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const m = useMessages(componentMessages);
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 p-4"
    >
      <p>{describeServerError(error)}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {m.retry}
      </Button>
    </div>
  );
}
