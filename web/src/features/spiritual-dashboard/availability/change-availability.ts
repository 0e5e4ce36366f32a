import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { useRefreshAfter } from "@/lib/mutation-refresh";

/**
 * The provider's calendar: add a range of weekly hours (or several) or a day off, or remove one.
 * Each is a single write, so a failed request leaves the calendar as it was.
 */
export type AvailabilityChange =
  | { add: "weekly-hours"; weekday: number; start: string; end: string }
  /** Several ranges at once (every day, or one day's copied to the others), in one insert. */
  | { add: "weekly-hours-list"; ranges: { weekday: number; start: string; end: string }[] }
  | { add: "day-off"; start: string; end: string; reason: string }
  | { remove: "weekly-hours" | "day-off"; id: string };

const TABLES = { "weekly-hours": "availability_rules", "day-off": "time_off" } as const;

export async function changeAvailability(providerId: string, change: AvailabilityChange) {
  const supabase = await getSupabase();
  if ("remove" in change) {
    throwOnServerError(await supabase.from(TABLES[change.remove]).delete().eq("id", change.id));
  } else if (change.add === "weekly-hours-list") {
    throwOnServerError(
      await supabase.from("availability_rules").insert(
        change.ranges.map((range) => ({
          provider_id: providerId,
          weekday: range.weekday,
          start_time: range.start,
          end_time: range.end,
        })),
      ),
    );
  } else if (change.add === "weekly-hours") {
    throwOnServerError(
      await supabase.from("availability_rules").insert({
        provider_id: providerId,
        weekday: change.weekday,
        start_time: change.start,
        end_time: change.end,
      }),
    );
  } else {
    throwOnServerError(
      await supabase.from("time_off").insert({
        provider_id: providerId,
        period: `[${change.start},${change.end})`,
        reason: change.reason,
      }),
    );
  }
}

export function useChangeAvailability(providerId: string) {
  return useMutation({
    mutationFn: (change: AvailabilityChange) => changeAvailability(providerId, change),
    onSettled: useRefreshAfter("availability"),
  });
}
