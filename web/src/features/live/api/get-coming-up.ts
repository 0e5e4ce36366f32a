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

/** A scheduled session as a Coming Up Next row of /live: its day and time in India. */
export function toUpcomingStream(row: ComingUpRow, now: Date): UpcomingStream {
  const thumbnail = toSessionThumbnail(row);
  return {
    id: row.id,
    title: row.title,
    day: formatIstDay(row.starts_at, now),
    time: formatIstClock(row.starts_at),
    type: STREAM_TYPES[row.kind],
    subscribes: row.reminder_count,
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
  return rows.map((row) => toUpcomingStream(row, now));
}
