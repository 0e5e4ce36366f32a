import type { LiveSessionKind } from "@/content/live-illustrations";
import type { UpcomingStream } from "@/content/live-streams";
import { formatIstClock, formatIstDay } from "@/lib/ist-calendar";
import { getPublicData } from "@/lib/public-data";
import { STREAM_TYPES, toSessionThumbnail } from "./get-live-now";

/** How many sessions Coming Up Next shows: real ones first, the samples fill the rest. */
export const COMING_UP_LIMIT = 6;

export interface ComingUpRow {
  id: string;
  title: string;
  kind: LiveSessionKind;
  starts_at: string;
  reminder_count: number;
  duration_minutes: number | null;
  description: string;
  venue: string;
  is_sample: boolean;
  thumbnail_path: string | null;
  thumbnail_alt: string | null;
}

const DAY_MS = 86_400_000;

/**
 * An example session recurs daily at its time: its next one from `now`, so that a sample dated
 * from the day the server started never shows as coming up when it is past.
 */
function nextDailyStart(iso: string, now: Date): string {
  const start = Date.parse(iso);
  if (start >= now.getTime()) return iso;
  return new Date(start + Math.ceil((now.getTime() - start) / DAY_MS) * DAY_MS).toISOString();
}

/** A scheduled session as a Coming Up Next row of /live: its day and time in India. */
export function toUpcomingStream(row: ComingUpRow, now: Date): UpcomingStream {
  const thumbnail = toSessionThumbnail(row);
  const startsAt = row.is_sample ? nextDailyStart(row.starts_at, now) : row.starts_at;
  return {
    id: row.id,
    title: row.title,
    day: formatIstDay(startsAt, now),
    time: formatIstClock(startsAt),
    type: STREAM_TYPES[row.kind],
    subscribes: row.reminder_count,
    isExample: row.is_sample,
    ...(thumbnail ? { thumbnail } : {}),
    ...(row.is_sample
      ? {}
      : {
          reminder: {
            startsAt: row.starts_at,
            durationMinutes: row.duration_minutes,
            description: row.description,
            venue: row.venue,
          },
        }),
  };
}

/**
 * /live Coming Up Next: scheduled public sessions that have not started, real ones first, soonest
 * first, then the samples of this list (dated from the day the server started, so always shown).
 */
export async function getComingUp(now: Date): Promise<UpcomingStream[]> {
  const data = await getPublicData();
  const { data: rows, error } = await data
    .from("live_sessions")
    .select(
      "id, title, kind, starts_at, reminder_count, duration_minutes, description, venue, is_sample, thumbnail_path, thumbnail_alt",
    )
    .eq("status", "scheduled")
    .or(`sample_list.eq.live,and(is_sample.is.false,starts_at.gte.${now.toISOString()})`)
    .order("is_sample")
    .order("starts_at")
    .limit(COMING_UP_LIMIT)
    .overrideTypes<ComingUpRow[], { merge: false }>();
  if (error) throw error;
  const streams = rows.map((row) => ({ row, stream: toUpcomingStream(row, now) }));
  // Examples moved to their next day keep soonest-first among themselves, after the real rows.
  const startOf = ({ row }: (typeof streams)[number]) =>
    row.is_sample ? Date.parse(nextDailyStart(row.starts_at, now)) : Date.parse(row.starts_at);
  return streams
    .sort((a, b) => Number(a.row.is_sample) - Number(b.row.is_sample) || startOf(a) - startOf(b))
    .map(({ stream }) => stream);
}
