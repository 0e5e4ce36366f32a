import { useOwnQuery } from "@/lib/use-own-query";
import type { Tables } from "@/lib/database";
import { askSupabase } from "@/lib/supabase-request";

/**
 * The signed-in guru's or pujari's own provider row (RLS lets owners read it at any status);
 * `rating` is null before the first review.
 */
export type MyProvider = Pick<
  Tables<"providers">,
  | "id"
  | "kind"
  | "slug"
  | "display_name"
  | "bio"
  | "specialisations"
  | "languages"
  | "city"
  | "service_area"
  | "years_experience"
  | "upi_id"
  | "photo_path"
  | "photo_alt"
  | "time_zone"
  | "buffer_minutes"
  | "booking_horizon_days"
  | "verification_status"
  | "rejection_reason"
  | "verified_at"
  | "rating"
>;

const COLUMNS =
  "id, kind, slug, display_name, bio, specialisations, languages, city, service_area, years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes, booking_horizon_days, verification_status, rejection_reason, verified_at, rating";

/** Null until the profile form has been submitted once. */
export async function fetchMyProvider(userId: string): Promise<MyProvider | null> {
  return askSupabase((supabase) =>
    supabase.from("providers").select(COLUMNS).eq("user_id", userId).maybeSingle(),
  );
}

export function useMyProvider() {
  return useOwnQuery("my-provider", fetchMyProvider);
}
