import { useMessages } from "@/lib/i18n/use-messages";
import type { TempleListing } from "../api/list-temples";
import { exploreMessages } from "../messages";

/** Darshan and aarti timings as the temple publishes them. */
export function TempleTimings({
  temple,
}: {
  temple: Pick<TempleListing, "darshan_timings" | "aarti_timings">;
}) {
  const m = useMessages(exploreMessages);
  if (!temple.darshan_timings && !temple.aarti_timings)
    return <p className="text-sm text-muted-foreground">{m.noTimings}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {temple.darshan_timings ? (
        <>
          <dt className="font-medium">{m.darshan}</dt>
          <dd data-user-content>{temple.darshan_timings}</dd>
        </>
      ) : null}
      {temple.aarti_timings ? (
        <>
          <dt className="font-medium">{m.aarti}</dt>
          <dd data-user-content>{temple.aarti_timings}</dd>
        </>
      ) : null}
    </dl>
  );
}
