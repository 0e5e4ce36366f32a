import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { parseTimeRange } from "@/lib/time-range";

export interface DayOff {
  id: string;
  start: string;
  end: string;
  reason: string;
}

/** Time off that has not ended yet, soonest first. */
export async function fetchDaysOff(providerId: string, now: Date): Promise<DayOff[]> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("time_off")
      .select("id, period, reason")
      .eq("provider_id", providerId)
      .order("period"),
  ) as { id: string; period: string; reason: string }[];
  return rows
    .map(({ period, ...row }) => ({ ...row, ...parseTimeRange(period) }))
    .filter((row) => new Date(row.end) > now);
}

export const daysOffKey = ["days-off"] as const;

export function useDaysOff(providerId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...daysOffKey, providerId] as const,
      queryFn: () => fetchDaysOff(providerId, new Date()),
    }),
  );
}
