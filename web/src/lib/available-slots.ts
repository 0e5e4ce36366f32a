import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Database } from "./database";
import { askSupabase } from "./supabase-request";

/** A bookable start (and end) time, as rpc available_slots answers. */
export type Slot = Database["public"]["Functions"]["available_slots"]["Returns"][number];

interface SlotRequest {
  providerId: string;
  /** ISO instants; the server accepts a range of up to 31 days. */
  from: string;
  to: string;
  durationMinutes: number;
}

/** The start times a devotee may book (rpc available_slots). */
export async function fetchAvailableSlots(request: SlotRequest): Promise<Slot[]> {
  return askSupabase((supabase) =>
    supabase.rpc("available_slots", {
      provider_id: request.providerId,
      range_start: request.from,
      range_end: request.to,
      duration_minutes: request.durationMinutes,
    }),
  );
}

export const availableSlotsKey = (providerId: string) => ["available-slots", providerId] as const;

export function availableSlotsOptions(request: SlotRequest) {
  return queryOptions({
    queryKey: [...availableSlotsKey(request.providerId), request] as const,
    queryFn: () => fetchAvailableSlots(request),
    // Slots go quickly: always ask again when the picker is shown.
    staleTime: 0,
  });
}

export function useAvailableSlots(request: SlotRequest, enabled = true) {
  return useQuery({ ...availableSlotsOptions(request), enabled });
}
