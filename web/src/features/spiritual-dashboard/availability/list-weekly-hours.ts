import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database";

/** One range of weekly hours; several on one weekday leave breaks between them. */
/** A weekday (0 = Sunday, as Postgres counts) with times like "09:00:00" in the provider's zone. */
export type WeeklyHours = Pick<
  Tables<"availability_rules">,
  "id" | "weekday" | "start_time" | "end_time"
>;

export async function fetchWeeklyHours(providerId: string): Promise<WeeklyHours[]> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("availability_rules")
      .select("id, weekday, start_time, end_time")
      .eq("provider_id", providerId)
      .order("weekday")
      .order("start_time"),
  );
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
