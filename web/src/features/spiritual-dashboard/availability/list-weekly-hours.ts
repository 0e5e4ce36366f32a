import type { Tables } from "@/lib/database";
import { useSupabaseQuery } from "@/lib/supabase-request";

/** One range of weekly hours; several on one weekday leave breaks between them. */
/** A weekday (0 = Sunday, as Postgres counts) with times like "09:00:00" in the provider's zone. */
export type WeeklyHours = Pick<
  Tables<"availability_rules">,
  "id" | "weekday" | "start_time" | "end_time"
>;

export const weeklyHoursKey = ["weekly-hours"] as const;

export function useWeeklyHours(providerId: string) {
  return useSupabaseQuery(
    [...weeklyHoursKey, providerId] as const,
    (supabase) =>
      supabase
        .from("availability_rules")
        .select("id, weekday, start_time, end_time")
        .eq("provider_id", providerId)
        .order("weekday")
        .order("start_time") satisfies PromiseLike<{ data: WeeklyHours[] | null }>,
  );
}
