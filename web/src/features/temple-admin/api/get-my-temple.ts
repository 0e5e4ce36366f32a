import type { Tables } from "@/lib/database";
import { askSupabase } from "@/lib/supabase-request";
import { useOwnQuery } from "@/lib/use-own-query";

/** The temple the signed-in user administers (RLS lets its admins read it at any status). */
export type MyTemple = Pick<
  Tables<"temples">,
  | "id"
  | "slug"
  | "name"
  | "description"
  | "deity"
  | "city"
  | "location"
  | "address"
  | "map_url"
  | "darshan_timings"
  | "aarti_timings"
  | "photo_path"
  | "photo_alt"
  | "upi_id"
  | "registration_number"
  | "eighty_g_number"
  | "eighty_g_valid_until"
  | "receipt_prefix"
  | "time_zone"
  | "verification_status"
  | "rejection_reason"
  | "verified_at"
  | "follower_count"
>;

const COLUMNS =
  "id, slug, name, description, deity, city, location, address, map_url, darshan_timings, aarti_timings, photo_path, photo_alt, upi_id, registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix, time_zone, verification_status, rejection_reason, verified_at, follower_count";

/** Null until the temple's profile has been submitted once; the oldest when a user runs several. */
export async function fetchMyTemple(userId: string): Promise<MyTemple | null> {
  const row = await askSupabase((supabase) =>
    supabase
      .from("temples")
      .select(`${COLUMNS}, temple_admins!inner(user_id)`)
      .eq("temple_admins.user_id", userId)
      .order("created_at")
      .limit(1)
      .maybeSingle(),
  );
  if (!row) return null;
  const { temple_admins: _admins, ...temple } = row;
  return temple;
}

export function useMyTemple() {
  return useOwnQuery("my-temple", fetchMyTemple);
}
