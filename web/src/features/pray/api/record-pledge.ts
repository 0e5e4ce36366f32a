import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rupeesToPaise } from "@/lib/rupees-field";
import type { PledgeForm } from "../schemas";
import { askSupabase } from "@/lib/supabase-request";

/** Records a pending pledge through record_donation; payment itself is not taken yet. */
export async function recordPledge(programId: string, form: PledgeForm) {
  return askSupabase((supabase) =>
    supabase.rpc("record_donation", {
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
