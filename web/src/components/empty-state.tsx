import type { ReactNode } from "react";

/** What a list says when it has nothing to show: what is missing, and what to do next. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground">{hint}</p>
      {action}
    </div>
  );
}
