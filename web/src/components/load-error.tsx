import { Button } from "@/components/ui/button";
import { describeServerError } from "@/lib/server-error";

/** A failed read: what went wrong in words a person can act on, and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 p-4"
    >
      <p>{describeServerError(error)}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
