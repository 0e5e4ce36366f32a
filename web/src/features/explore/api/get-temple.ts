import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { TEMPLE_COLUMNS, type TempleListing } from "./list-temples";

export interface TempleProfile extends TempleListing {
  description: string;
  follower_count: number;
  address: string | null;
  map_url: string | null;
  seva_programs: {
    id: string;
    title: string;
    description: string;
    goal_paise: number;
    raised_paise: number;
    sponsor_count: number;
  }[];
}

/** A listed temple by slug with its active seva programs; null when none is listed. */
export async function fetchTemple(slug: string): Promise<TempleProfile | null> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
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
