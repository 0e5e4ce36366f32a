import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { LiveSessionRow } from "./live-session";
import { useRefreshAfter } from "@/lib/mutation-refresh";

/** Schedules a session for the provider, or changes a scheduled one's details. */
export async function saveLiveSession(
  input: { providerId: string; row: LiveSessionRow } | { id: string; row: LiveSessionRow },
) {
  const supabase = await getSupabase();
  const request =
    "id" in input
      ? supabase.from("live_sessions").update(input.row).eq("id", input.id)
      : supabase.from("live_sessions").insert({ ...input.row, provider_id: input.providerId });
  throwOnServerError(await request);
}

export function useSaveLiveSession() {
  return useMutation({
    mutationFn: saveLiveSession,
    onSettled: useRefreshAfter("live"),
  });
}
