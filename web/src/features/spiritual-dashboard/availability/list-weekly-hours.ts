import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** One range of weekly hours; several on one weekday leave breaks between them. */
export interface WeeklyHours {
  id: string;
  /** 0 = Sunday, as Postgres counts. */
  weekday: number;
  /** "09:00:00", in the provider's time zone. */
  start_time: string;
  end_time: string;
}

export async function fetchWeeklyHours(providerId: string): Promise<WeeklyHours[]> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("availability_rules")
      .select("id, weekday, start_time, end_time")
      .eq("provider_id", providerId)
      .order("weekday")
      .order("start_time"),
  ) as WeeklyHours[];
}

export const weeklyHoursKey = ["weekly-hours"] as const;

export function useWeeklyHours(providerId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...weeklyHoursKey, providerId] as const,
      queryFn: () => fetchWeeklyHours(providerId),
    }),
  );
}
