import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database";
import { TEMPLE_COLUMNS, type TempleListing } from "./list-temples";
import { askSupabase } from "@/lib/supabase-request";

export type TempleProfile = TempleListing &
  Pick<Tables<"temples">, "description" | "follower_count" | "address" | "map_url"> & {
    seva_programs: Pick<
      Tables<"seva_programs">,
      "id" | "title" | "description" | "goal_paise" | "raised_paise" | "sponsor_count"
    >[];
  };

/** A listed temple by slug with its active seva programs; null when none is listed. */
export async function fetchTemple(slug: string): Promise<TempleProfile | null> {
  return askSupabase((supabase) =>
    supabase
      .from("temples")
      .select(
        `${TEMPLE_COLUMNS}, description, follower_count, address, map_url, seva_programs(id, title, description, goal_paise, raised_paise, sponsor_count)`,
      )
      .eq("slug", slug)
      .eq("seva_programs.active", true)
      .maybeSingle(),
  );
}

export function templeOptions(slug: string) {
  return queryOptions({ queryKey: ["temple", slug] as const, queryFn: () => fetchTemple(slug) });
}

export function useTemple(slug: string) {
  return useQuery(templeOptions(slug));
}
