import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database";

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
  return useQuery(
    queryOptions({
      queryKey: ["temple-pooja-listings", templeId] as const,
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(
          await supabase
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
      },
    }),
  );
}
