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
    <div className={cn("bg-card text-card-foreground rounded-lg border p-4 shadow-sm", className)}>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}
