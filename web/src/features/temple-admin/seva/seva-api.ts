import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { useTempleWrite } from "../api/use-temple-write";
import type { AdminSevaProgram } from "./admin-seva-program";
import { sevaRowOf, type SevaValues } from "./seva-schema";
import { askSupabase } from "@/lib/supabase-request";

const COLUMNS =
  "id, title, description, goal_paise, raised_paise, sponsor_count, active, promoted_until, is_sample";

export const sevaProgramsKey = (templeId: string) => ["admin-seva-programs", templeId] as const;

/** Every program of the temple, active first, newest first (temples run a handful at a time). */
export async function fetchTempleSevaPrograms(templeId: string): Promise<AdminSevaProgram[]> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("seva_programs")
      .select(COLUMNS)
      .eq("temple_id", templeId)
      .order("active", { ascending: false })
      .order("created_at", { ascending: false })
      .limit(100),
  );
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    is_promoted: row.promoted_until !== null && Date.parse(row.promoted_until) > now,
  }));
}

export function useTempleSevaPrograms(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: sevaProgramsKey(templeId),
      queryFn: () => fetchTempleSevaPrograms(templeId),
    }),
  );
}

export async function saveSevaProgram(input: {
  templeId: string;
  values: SevaValues;
  id?: string;
}) {
  const supabase = await getSupabase();
  const row = sevaRowOf(input.values);
  throwOnServerError(
    await (input.id
      ? supabase.from("seva_programs").update(row).eq("id", input.id)
      : supabase.from("seva_programs").insert({ ...row, temple_id: input.templeId })),
  );
}

/** Features the program on Explore and Pray until `until`, or stops it (null). */
export async function promoteSevaProgram(input: {
  templeId: string;
  id: string;
  until: string | null;
}) {
  await askSupabase((supabase) =>
    supabase.rpc("promote_seva_program", { program_id: input.id, until: input.until }),
  );
}

/** A write to one temple's seva programs; see useTempleWrite. */
export function useSevaMutation<Input extends { templeId: string }>(
  write: (input: Input) => Promise<void>,
) {
  return useTempleWrite(write, sevaProgramsKey);
}
