import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** A declined profile, fixed, goes back for review (rpc request_verification: rejected -> pending). */
export async function requestVerification() {
  const supabase = await getSupabase();
  throwOnServerError(await supabase.rpc("request_verification"));
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["my-provider"] }),
  });
}
