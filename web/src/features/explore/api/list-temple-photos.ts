import type { Tables } from "@/lib/database";
import { useSupabaseQuery } from "@/lib/supabase-request";

export type TemplePhotoListing = Pick<Tables<"temple_photos">, "id" | "path" | "caption">;

/** A listed temple's gallery in its admins' order. */
export function useTemplePhotos(templeId: string) {
  return useSupabaseQuery(["temple-photos", templeId] as const, (supabase) =>
    supabase
      .from("temple_photos")
      .select("id, path, caption")
      .eq("temple_id", templeId)
      .order("position")
      .limit(24),
  );
}
