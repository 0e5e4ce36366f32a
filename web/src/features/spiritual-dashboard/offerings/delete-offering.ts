import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";

/** Deletes an offering; one that has bookings is kept by the database (23503) for their history. */
export async function deleteOffering(id: string) {
  const supabase = await getSupabase();
  throwOnServerError(await supabase.from("offerings").delete().eq("id", id));
}

export function useDeleteOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffering,
    onSettled: () => refreshAfter(queryClient, "offering"),
  });
}
