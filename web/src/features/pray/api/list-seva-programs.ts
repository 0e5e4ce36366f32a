import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

const PAGE_SIZE = 20;

export interface SevaProgram {
  id: string;
  title: string;
  description: string;
  goal_paise: number;
  raised_paise: number;
  sponsor_count: number;
  is_sample: boolean;
  temple: { slug: string; name: string; city: string | null } | null;
}

const COLUMNS =
  "id, title, description, goal_paise, raised_paise, sponsor_count, is_sample, temple:temples(slug, name, city)";

/** Active seva programs of listed temples, real ones before the seeded examples. */
export async function fetchSevaPrograms(page: number) {
  const supabase = await getSupabase();
  const from = page * PAGE_SIZE;
  // One more than a page tells whether "Load more" has anything to load.
  const rows = throwOnServerError(
    await supabase
      .from("seva_programs")
      .select(COLUMNS)
      .eq("active", true)
      .order("is_sample")
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, from + PAGE_SIZE),
  ) as unknown as SevaProgram[];
  return { programs: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function sevaProgramsOptions() {
  return infiniteQueryOptions({
    queryKey: ["seva-programs"] as const,
    queryFn: ({ pageParam }) => fetchSevaPrograms(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useSevaPrograms() {
  return useInfiniteQuery(sevaProgramsOptions());
}
