import type { Tables } from "@/lib/database";
import { useSupabaseQuery } from "@/lib/supabase-request";

/** A pooja a listed temple performs on a devotee's behalf. */
export type TemplePoojaListing = Pick<
  Tables<"offerings">,
  | "id"
  | "title"
  | "description"
  | "price_paise"
  | "duration_minutes"
  | "schedule_weekdays"
  | "schedule_time"
>;

export function useTemplePoojas(templeId: string) {
  return useSupabaseQuery(["temple-pooja-listings", templeId] as const, (supabase) =>
    supabase
      .from("offerings")
      .select(
        "id, title, description, price_paise, duration_minutes, schedule_weekdays, schedule_time",
      )
      .eq("temple_id", templeId)
      .eq("active", true)
      .eq("is_sample", false)
      .order("created_at")
      .limit(50),
  );
}
