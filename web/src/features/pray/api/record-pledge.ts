import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { type PledgeForm, rupeesToPaise } from "../schemas";

/** Records a pending pledge through record_donation; payment itself is not taken yet. */
export async function recordPledge(programId: string, form: PledgeForm) {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase.rpc("record_donation", {
      seva_program_id: programId,
      amount_paise: rupeesToPaise(form.amount),
      message: form.dedication,
      donor_name: form.donorName || null,
      pan: form.pan || null,
    }),
  );
}

export function useRecordPledge(programId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PledgeForm) => recordPledge(programId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["my-pledges", userId] }),
  });
}
