import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { MyOffering } from "./offering-schema";
import { useRefreshAfter } from "@/lib/mutation-refresh";

// The meeting kind is set apart, by rpc set_offering_meeting.
type OfferingRow = Omit<MyOffering, "id" | "active" | "meeting_kind">;

/** Adds an offering, or changes one (its fields, or only whether it is paused). */
export async function saveOffering(
  input:
    | { providerId: string; row: OfferingRow }
    | { id: string; row: Partial<OfferingRow> & { active?: boolean } },
) {
  const supabase = await getSupabase();
  const request =
    "id" in input
      ? supabase.from("offerings").update(input.row).eq("id", input.id)
      : supabase.from("offerings").insert({ ...input.row, provider_id: input.providerId });
  throwOnServerError(await request);
}

export function useSaveOffering() {
  return useMutation({
    mutationFn: saveOffering,
    onSettled: useRefreshAfter("offering"),
  });
}
