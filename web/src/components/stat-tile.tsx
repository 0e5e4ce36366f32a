import { cn } from "@/lib/utils";

/** One figure of a dashboard's stats; render inside a `<dl>`. */
export function StatTile({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "min-w-0 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm sm:p-4",
        className,
      )}
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold wrap-break-word tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}
