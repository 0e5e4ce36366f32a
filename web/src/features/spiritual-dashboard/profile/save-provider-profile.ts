import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { MyProvider } from "../api/get-my-provider";
import { providerRowOf, type ProfileValues } from "./profile-schema";
import { useRefreshAfter } from "@/lib/mutation-refresh";

interface SaveInput {
  values: ProfileValues;
  /** The existing row, or null for a first submission (which asks for verification). */
  existing: MyProvider | null;
  kind: "guru" | "pujari";
  userId: string;
}

/**
 * Creates the provider row (pending verification) or updates it. The slug is fixed once set: the
 * public address devotees share must not break, so only a first submission writes it.
 */
export async function saveProviderProfile({ values, existing, kind, userId }: SaveInput) {
  const supabase = await getSupabase();
  const row = providerRowOf(values);
  const request = existing
    ? supabase.from("providers").update(row).eq("id", existing.id)
    : supabase.from("providers").insert({ ...row, user_id: userId, kind, slug: values.slug });
  throwOnServerError(await request);
}

export function useSaveProviderProfile() {
  return useMutation({
    mutationFn: saveProviderProfile,
    onSettled: useRefreshAfter("provider-profile"),
  });
}
