import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { type Pledge, useMyPledges } from "../api/list-my-pledges";

const STATUS_LABELS: Record<Pledge["status"], string> = {
  pending: "Pending: payment not open yet",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
};

/** The devotee's pledges, newest first, 20 at a time. */
export function MyPledges({ userId }: { userId: string }) {
  const pledges = useMyPledges(userId);
  const rows = pledges.data?.pages.flatMap((page) => page.pledges) ?? [];
  if (pledges.isPending) return <Spinner className="py-8" label="Loading your pledges" showLabel />;
  if (pledges.isError)
    return <LoadError error={pledges.error} onRetry={() => void pledges.refetch()} />;
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
        You have no pledges yet. Choose a seva program above and press Pledge.
      </p>
    );
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {rows.map((pledge) => (
          <li key={pledge.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <p className="font-medium">
                {formatPaise(pledge.amount_paise)} to {pledge.program?.title ?? "a seva program"}
              </p>
              <p className="text-sm text-muted-foreground">
                {pledge.temple?.name ? `${pledge.temple.name} · ` : ""}
                {formatIstDateTime(pledge.created_at)}
              </p>
              {pledge.message ? <p className="text-sm">{pledge.message}</p> : null}
            </div>
            <Badge variant={pledge.status === "paid" ? "default" : "muted"}>
              {STATUS_LABELS[pledge.status]}
            </Badge>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={pledges} label="Load more pledges" />
    </>
  );
}
