import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CsvColumn } from "@/lib/csv-export";
import { formatIstDateTime } from "@/lib/format";
import type { Database } from "@/lib/database";
import { messagesOf } from "@/lib/i18n/locale-store";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { eventsMessages } from "./messages";

/** One registration as the temple sees it: the devotee's profile name, seats and when. */
export type EventRegistration =
  Database["public"]["Functions"]["list_event_registrations"]["Returns"][number];

/** Rows `from`..`to` of an event's registrations, with the total (rpc list_event_registrations). */
export async function fetchEventRegistrations(eventId: string, from: number, to: number) {
  const supabase = await getSupabase();
  const response = await supabase
    .rpc("list_event_registrations", { event_id: eventId }, { count: "exact" })
    .range(from, to);
  return { rows: throwOnServerError(response), total: response.count };
}

export function useEventRegistrations(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["event-registrations", eventId] as const,
      queryFn: () => fetchEventRegistrations(eventId, 0, 99),
    }),
  );
}

/** The export's columns, headed in the current language. */
export function registrationCsvColumns(): readonly CsvColumn<EventRegistration>[] {
  const m = messagesOf(eventsMessages).registrations;
  return [
    { header: m.csvName, value: (row) => row.display_name },
    { header: m.csvSeats, value: (row) => row.seats },
    {
      header: m.csvRegistered,
      value: (row) => formatIstDateTime(row.registered_at, "Asia/Kolkata"),
    },
  ];
}
