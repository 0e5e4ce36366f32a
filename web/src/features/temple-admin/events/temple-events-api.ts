import { useInfiniteQuery } from "@tanstack/react-query";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";
import type { ServerResponse } from "@/lib/server-error";
import { askSupabase } from "@/lib/supabase-request";
import { useTempleWrite } from "../api/use-temple-write";
import { ADMIN_EVENT_COLUMNS, eventRowOf, type EventValues } from "./event-schema";

const PAGE_SIZE = 20;
export type EventsWhen = "upcoming" | "past";

/** The temple's events: upcoming soonest first, or past latest first; 20 a page. */
export async function fetchTempleEvents(
  templeId: string,
  when: EventsWhen,
  page: number,
  kathaOnly = false,
) {
  const now = new Date().toISOString();
  const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) => {
    const all = supabase
      .from("temple_events")
      .select(ADMIN_EVENT_COLUMNS)
      .eq("temple_id", templeId);
    const base = kathaOnly ? all.eq("kind", "katha_series") : all;
    const ordered =
      when === "upcoming"
        ? base.gte("starts_at", now).order("starts_at")
        : base.lt("starts_at", now).order("starts_at", { ascending: false });
    return ordered.order("id").range(from, to);
  });
  const events = rows.map((row) => ({
    ...row,
    katha_sessions: [...row.katha_sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    is_featured: row.featured_until !== null && Date.parse(row.featured_until) > Date.parse(now),
  }));
  return { events, hasMore };
}

export const templeEventsKey = (templeId: string) => ["admin-temple-events", templeId] as const;

export function templeEventsOptions(templeId: string, when: EventsWhen, kathaOnly = false) {
  return numberedPagesOptions([...templeEventsKey(templeId), when, kathaOnly] as const, (page) =>
    fetchTempleEvents(templeId, when, page, kathaOnly),
  );
}

export function useTempleEvents(templeId: string, when: EventsWhen, kathaOnly = false) {
  return useInfiniteQuery(templeEventsOptions(templeId, when, kathaOnly));
}

type SaveInput = { templeId: string; values: EventValues; id?: string };

export async function saveTempleEvent({ templeId, values, id }: SaveInput) {
  const row = eventRowOf(values);
  await askSupabase((supabase): PromiseLike<ServerResponse> =>
    id
      ? supabase.from("temple_events").update(row).eq("id", id)
      : supabase.from("temple_events").insert({ ...row, temple_id: templeId }),
  );
}

export async function cancelTempleEvent({ id }: { templeId: string; id: string }) {
  await askSupabase((supabase) =>
    supabase.from("temple_events").update({ cancelled_at: new Date().toISOString() }).eq("id", id),
  );
}

/** Pins the event on Explore until `until`, or unpins it (null). */
export async function featureTempleEvent({
  id,
  until,
}: {
  templeId: string;
  id: string;
  until: string | null;
}) {
  await askSupabase((supabase) => supabase.rpc("feature_temple_event", { event_id: id, until }));
}

/** A write to one temple's events; see useTempleWrite. */
export function useEventMutation<Input extends { templeId: string }>(
  write: (input: Input) => Promise<void>,
) {
  return useTempleWrite(write, templeEventsKey);
}

export interface KathaSeriesInput {
  templeId: string;
  id?: string;
  title: string;
  speaker: string;
  description: string;
  capacity: number | null;
  sessions: { starts_at: string; topic: string }[];
}

/** Saves a katha series with its sessions in one call (rpc save_katha_series). */
export async function saveKathaSeries(input: KathaSeriesInput) {
  await askSupabase((supabase) =>
    supabase.rpc("save_katha_series", {
      temple_id: input.templeId,
      event_id: input.id ?? null,
      title: input.title,
      speaker: input.speaker,
      description: input.description,
      capacity: input.capacity,
      sessions: input.sessions,
    }),
  );
}
