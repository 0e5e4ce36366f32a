import { queryOptions, useQuery } from "@tanstack/react-query";
import { indiaDateOf } from "@/lib/format";
import { getLocale, messagesOf } from "@/lib/i18n/locale-store";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { parseTimeRange } from "@/lib/time-range";
import { devoteeDashboardMessages } from "../messages";

export interface TodaysActivity {
  id: string;
  kind: "booking" | "event" | "live";
  title: string;
  startsAt: string;
  place: string;
}

const DAY_MS = 86_400_000;

/** Today in India as [midnight, next midnight) instants. */
export function indiaToday(now: Date): { from: string; to: string } {
  const from = new Date(`${indiaDateOf(now)}T00:00:00+05:30`);
  return { from: from.toISOString(), to: new Date(from.getTime() + DAY_MS).toISOString() };
}

/** The devotee's bookings, event registrations and live reminders of today (IST), by time. */
export async function fetchTodaysActivities(userId: string, now: Date): Promise<TodaysActivity[]> {
  const supabase = await getSupabase();
  const { from, to } = indiaToday(now);
  const m = messagesOf(devoteeDashboardMessages).activities;
  const [bookings, events, live] = await Promise.all([
    supabase
      .from("bookings")
      .select("id, title, mode, slot")
      .eq("devotee_id", userId)
      .in("status", ["requested", "confirmed"])
      .overlaps("slot", `[${from},${to})`),
    supabase
      .from("temple_events")
      .select("id, title, starts_at, temple:temples(name), event_registrations!inner()")
      .eq("event_registrations.user_id", userId)
      .gte("starts_at", from)
      .lt("starts_at", to),
    supabase
      .from("live_sessions")
      .select("id, title, starts_at, venue, live_reminders!inner()")
      .eq("live_reminders.user_id", userId)
      .gte("starts_at", from)
      .lt("starts_at", to),
  ]);
  const activities: TodaysActivity[] = [
    ...throwOnServerError(bookings).map((row) => ({
      id: `booking-${row.id}`,
      kind: "booking" as const,
      title: row.title,
      // A range arrives as its text; the generated types leave ranges unknown, as the CLI's do.
      startsAt: parseTimeRange(row.slot as string).start,
      place: row.mode === "online" ? m.online : m.inPerson,
    })),
    ...throwOnServerError(events).map((row) => ({
      id: `event-${row.id}`,
      kind: "event" as const,
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      place: row.temple?.name ?? m.templeEvent,
    })),
    ...throwOnServerError(live).map((row) => ({
      id: `live-${row.id}`,
      kind: "live" as const,
      title: m.live(row.title),
      startsAt: new Date(row.starts_at).toISOString(),
      place: row.venue,
    })),
  ];
  // Every start is normalised to ISO in UTC above, so text order is time order.
  return activities.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export function todaysActivitiesOptions(userId: string, now: Date) {
  return queryOptions({
    // The places and the live mark are in the language of the moment: fetched again in another.
    queryKey: ["todays-activities", userId, indiaDateOf(now), getLocale()] as const,
    queryFn: () => fetchTodaysActivities(userId, now),
  });
}

export function useTodaysActivities(userId: string, now: Date) {
  return useQuery(todaysActivitiesOptions(userId, now));
}
