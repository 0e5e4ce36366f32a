import { useInfiniteQuery } from "@tanstack/react-query";
import type { SevaProgramSummary } from "@/components/seva-program";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";

const PAGE_SIZE = 20;

export interface SevaProgram extends SevaProgramSummary {
  temple: { slug: string; name: string; city: string | null; verified_at: string | null } | null;
}

const COLUMNS =
  "id, title, description, goal_paise, raised_paise, sponsor_count, is_sample, created_at, temple:temples!inner(slug, name, city, verified_at)";

/** created_at is the keyset cursor's, not shown. */
type ProgramRow = Omit<SevaProgram, "is_promoted"> & { created_at: string };

/** Where a page ends: its last program's sort key; the next page starts after it. */
export interface ProgramCursor {
  is_sample: boolean;
  created_at: string;
  id: string;
}

/**
 * Active seva programs of listed temples: those their temples promote now first (on the first
 * page), then real ones before the seeded examples, newest first, after `cursor` (keyset pages,
 * read from the listed-programs index whatever the page).
 */
export async function fetchSevaPrograms(cursor: ProgramCursor | null, templeSlug?: string) {
  const supabase = await getSupabase();
  const now = new Date().toISOString();
  // One temple's programs only, when the devotee came from its page's Donate.
  const active = () => {
    const query = supabase.from("seva_programs").select(COLUMNS).eq("active", true);
    return templeSlug ? query.eq("temple.slug", templeSlug) : query;
  };
  const unpromoted = () => active().or(`promoted_until.is.null,promoted_until.lte.${now}`);
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof active>, limit = PAGE_SIZE + 1) =>
    throwOnServerError(
      await query
        .order("is_sample")
        .order("created_at", { ascending: false })
        .order("id")
        .limit(limit),
    );
  const readPage = async (): Promise<ProgramRow[]> => {
    if (!cursor) return read(unpromoted());
    // Within the cursor's group (real or example programs) the date bound starts the index scan;
    // or() only passes over programs created at the same instant before it.
    const rows = await read(
      unpromoted()
        .eq("is_sample", cursor.is_sample)
        .lte("created_at", cursor.created_at)
        .or(`created_at.lt.${cursor.created_at},id.gt.${cursor.id}`),
    );
    if (cursor.is_sample || rows.length > PAGE_SIZE) return rows;
    return rows.concat(await read(unpromoted().eq("is_sample", true), PAGE_SIZE + 1 - rows.length));
  };
  const [promoted, rest] = await Promise.all([
    !cursor
      ? active()
          .gt("promoted_until", now)
          .order("promoted_until", { ascending: false })
          .limit(6)
          .then((answer) => throwOnServerError(answer))
      : [],
    readPage(),
  ]);
  const { page, hasMore, next } = keysetPage(rest, PAGE_SIZE, ({ is_sample, created_at, id }) => ({
    is_sample,
    created_at,
    id,
  }));
  return {
    programs: [
      ...promoted.map((program) => ({ ...program, is_promoted: true })),
      ...page.map((program) => ({ ...program, is_promoted: false })),
    ],
    hasMore,
    next,
  };
}

export function sevaProgramsOptions(templeSlug?: string) {
  return keysetPagesOptions(
    ["seva-programs", templeSlug ?? "all"] as const,
    (cursor: ProgramCursor | null) => fetchSevaPrograms(cursor, templeSlug),
  );
}

/** Every listed temple's programs, or only those of the temple whose link is `templeSlug`. */
export function useSevaPrograms(templeSlug?: string) {
  return useInfiniteQuery(sevaProgramsOptions(templeSlug));
}
