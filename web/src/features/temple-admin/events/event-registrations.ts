import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CsvColumn } from "@/lib/csv-export";
import { formatIstDateTime } from "@/lib/format";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** One registration as the temple sees it: the devotee's profile name, seats and when. */
export interface EventRegistration {
  user_id: string;
  display_name: string;
  seats: number;
  registered_at: string;
}

/** Rows `from`..`to` of an event's registrations, with the total (rpc list_event_registrations). */
export async function fetchEventRegistrations(eventId: string, from: number, to: number) {
  const supabase = await getSupabase();
  const { data, error, count } = await supabase
    .rpc("list_event_registrations", { event_id: eventId }, { count: "exact" })
    .range(from, to);
  return { rows: throwOnServerError({ data, error }) as EventRegistration[], total: count };
}

export function useEventRegistrations(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["event-registrations", eventId] as const,
      queryFn: () => fetchEventRegistrations(eventId, 0, 99),
    }),
  );
}

export const REGISTRATION_CSV_COLUMNS: readonly CsvColumn<EventRegistration>[] = [
  { header: "Name", value: (row) => row.display_name },
  { header: "Seats", value: (row) => row.seats },
  {
    header: "Registered (IST)",
    value: (row) => formatIstDateTime(row.registered_at, "Asia/Kolkata"),
  },
];
