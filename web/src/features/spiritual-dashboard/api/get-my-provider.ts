import type { VerificationStatus } from "@/lib/verification-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** The signed-in guru's or pujari's own provider row (RLS lets owners read it at any status). */
export interface MyProvider {
  id: string;
  kind: "guru" | "pujari";
  slug: string;
  display_name: string;
  bio: string;
  specialisations: string[];
  languages: string[];
  city: string | null;
  service_area: string | null;
  years_experience: number | null;
  upi_id: string | null;
  photo_path: string | null;
  photo_alt: string | null;
  time_zone: string;
  buffer_minutes: number;
  booking_horizon_days: number;
  verification_status: VerificationStatus;
  rejection_reason: string | null;
  verified_at: string | null;
  /** Average review rating, null before the first review. */
  rating: number | null;
}

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
