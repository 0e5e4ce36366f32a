import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { MyTemple } from "../api/get-my-temple";
import { templeRowOf, type TempleProfileValues } from "./temple-profile-schema";
import { useRefreshAfter } from "@/lib/mutation-refresh";

interface SaveInput {
  values: TempleProfileValues;
  /** The existing row, or null for a first submission (which asks for verification). */
  existing: MyTemple | null;
  userId: string;
}

/**
 * Registers the temple (pending verification; its creator becomes its admin by trigger) or updates
 * it. The database keeps a verified temple's link fixed.
 */
export async function saveTempleProfile({ values, existing, userId }: SaveInput) {
  const supabase = await getSupabase();
  const row = templeRowOf(values);
  const request = existing
    ? supabase.from("temples").update(row).eq("id", existing.id)
    : supabase.from("temples").insert({ ...row, created_by: userId });
  throwOnServerError(await request);
}

export function useSaveTempleProfile() {
  return useMutation({
    mutationFn: saveTempleProfile,
    onSettled: useRefreshAfter("temple-profile"),
  });
}
