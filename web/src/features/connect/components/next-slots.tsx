import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { paths } from "@/config/paths";
import { useAvailableSlots } from "@/lib/available-slots";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { Offering } from "../api/get-provider";
import { connectMessages } from "../messages";
import { AsWritten } from "@/components/as-written";

const WEEK_MS = 7 * 86_400_000;
const SHOWN = 6;

/** The next free times for one offering this week; each opens the booking flow at that time. */
export function NextSlots({
  providerId,
  offering,
  now,
}: {
  providerId: string;
  offering: Offering;
  now: Date;
}) {
  const m = useMessages(connectMessages);
  const slots = useAvailableSlots({
    providerId,
    from: now.toISOString(),
    to: new Date(now.getTime() + WEEK_MS).toISOString(),
    durationMinutes: offering.duration_minutes,
  });
  return (
    <QueryContent
      query={slots}
      loading={m.loadingTimes}
      showLabel
      empty={<p className="text-muted-foreground">{m.noTimes}</p>}
    >
      {(open) => (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            {m.timesFor(<AsWritten key="title">{offering.title}</AsWritten>)}
          </p>
          <ul className="flex flex-wrap gap-2">
            {open.slice(0, SHOWN).map((slot) => (
              <li key={slot.starts_at}>
                <Link
                  to={`${paths.bookOffering.href(offering.id)}?start=${encodeURIComponent(slot.starts_at)}`}
                  className="block rounded-md border border-border px-3 py-2 text-sm hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {formatIstDateTime(slot.starts_at)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryContent>
  );
}
