import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Tables } from "@/lib/database";

export type TemplePhotoListing = Pick<Tables<"temple_photos">, "id" | "path" | "caption">;

/** A listed temple's gallery in its admins' order. */
export function useTemplePhotos(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["temple-photos", templeId] as const,
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(
          await supabase
            .from("temple_photos")
            .select("id, path, caption")
            .eq("temple_id", templeId)
            .order("position")
            .limit(24),
        );
      },
    }),
  );
}
