import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

/** Deletes an offering; one that has bookings is kept by the database (23503) for their history. */
export async function deleteOffering(id: string) {
  await askSupabase((supabase) => supabase.from("offerings").delete().eq("id", id));
}

export function useDeleteOffering() {
  return useMutation({
    mutationFn: deleteOffering,
    onSettled: useRefreshAfter("offering"),
  });
}
