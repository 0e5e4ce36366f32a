import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** The sessions the signed-in user has a reminder for (RLS shows only their own). */
export async function fetchMyReminders(): Promise<Set<string>> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(await supabase.from("live_reminders").select("session_id"));
  return new Set(rows.map((row) => row.session_id));
}

export const myRemindersOptions = queryOptions({
  queryKey: ["live", "my-reminders"] as const,
  queryFn: fetchMyReminders,
});

export function useMyReminders() {
  return useQuery(myRemindersOptions);
}
