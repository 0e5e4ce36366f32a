import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database";

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
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase.from("providers").select(COLUMNS).eq("user_id", userId).maybeSingle(),
  );
}

export function myProviderOptions(userId: string) {
  return queryOptions({
    queryKey: ["my-provider", userId] as const,
    queryFn: () => fetchMyProvider(userId),
  });
}

export function useMyProvider() {
  const { user } = useAuth();
  return useQuery({ ...myProviderOptions(user?.id ?? ""), enabled: Boolean(user) });
}
