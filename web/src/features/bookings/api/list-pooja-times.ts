import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Slot } from "@/lib/available-slots";
import { askSupabase } from "@/lib/supabase-request";

interface PoojaTimesRequest {
  offeringId: string;
  /** ISO instants; the server accepts a range of up to 31 days. */
  from: string;
  to: string;
}

/** When a temple performs a scheduled pooja (rpc temple_pooja_times): the times one may book. */
export async function fetchPoojaTimes(request: PoojaTimesRequest): Promise<Slot[]> {
  return askSupabase((supabase) =>
    supabase.rpc("temple_pooja_times", {
      offering_id: request.offeringId,
      range_start: request.from,
      range_end: request.to,
    }),
  );
}

export function usePoojaTimes(request: PoojaTimesRequest, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ["pooja-times", request] as const,
      queryFn: () => fetchPoojaTimes(request),
    }),
    enabled,
  });
}
