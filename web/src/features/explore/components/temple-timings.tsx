import type { TempleListing } from "../api/list-temples";

/** Darshan and aarti timings as the temple publishes them. */
export function TempleTimings({
  temple,
}: {
  temple: Pick<TempleListing, "darshan_timings" | "aarti_timings">;
}) {
  if (!temple.darshan_timings && !temple.aarti_timings)
    return <p className="text-sm text-muted-foreground">Timings not published yet.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {temple.darshan_timings ? (
        <>
          <dt className="font-medium">Darshan</dt>
          <dd>{temple.darshan_timings}</dd>
        </>
      ) : null}
      {temple.aarti_timings ? (
        <>
          <dt className="font-medium">Aarti</dt>
          <dd>{temple.aarti_timings}</dd>
        </>
      ) : null}
    </dl>
  );
}
