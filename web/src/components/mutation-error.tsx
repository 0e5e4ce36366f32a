import { describeServerError } from "@/lib/server-error";
import { cn } from "@/lib/utils";

/** Why a change the person asked for failed, announced as it appears; nothing while it has not failed. */
export function MutationError({
  mutation,
  className,
}: {
  mutation: { isError: boolean; error: unknown };
  className?: string;
}) {
  if (!mutation.isError) return null;
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)}>
      {describeServerError(mutation.error)}
    </p>
  );
}
