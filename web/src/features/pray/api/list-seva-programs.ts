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
  temple: { slug: string; name: string; city: string | null; verified_at: string | null } | null;
  /** Promoted by its temple: shown first, labelled. */
  is_promoted: boolean;
}

const COLUMNS =
  "id, title, description, goal_paise, raised_paise, sponsor_count, is_sample, temple:temples(slug, name, city, verified_at)";

type ProgramRow = Omit<SevaProgram, "is_promoted">;

/**
 * Active seva programs of listed temples: those their temples promote now first (on the first
 * page), then real ones before the seeded examples.
 */
export async function fetchSevaPrograms(page: number) {
  const supabase = await getSupabase();
  const now = new Date().toISOString();
  const active = () => supabase.from("seva_programs").select(COLUMNS).eq("active", true);
  const from = page * PAGE_SIZE;
  const [promoted, rows] = await Promise.all([
    page === 0
      ? active().gt("promoted_until", now).order("promoted_until", { ascending: false }).limit(6)
      : { data: [], error: null },
    // One more than a page tells whether "Load more" has anything to load.
    active()
      .or(`promoted_until.is.null,promoted_until.lte.${now}`)
      .order("is_sample")
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, from + PAGE_SIZE),
  ]);
  const first = throwOnServerError(promoted) as unknown as ProgramRow[];
  const rest = throwOnServerError(rows) as unknown as ProgramRow[];
  return {
    programs: [
      ...first.map((program) => ({ ...program, is_promoted: true })),
      ...rest.slice(0, PAGE_SIZE).map((program) => ({ ...program, is_promoted: false })),
    ],
    hasMore: rest.length > PAGE_SIZE,
  };
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
