import { useMutation } from "@tanstack/react-query";
import type { VerificationKind } from "@/lib/verification-status";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

export type Decision = "approve" | "reject" | "suspend" | "reinstate";

export interface DecisionInput {
  kind: VerificationKind;
  subject: string;
  decision: Decision;
  reason?: string;
}

/** rpc decide_verification: the audit row, the owner's e-mail and the visibility change at once. */
export async function decideVerification(input: DecisionInput) {
  await askSupabase((supabase) =>
    supabase.rpc("decide_verification", {
      kind: input.kind,
      subject: input.subject,
      decision: input.decision,
      reason: input.reason || null,
    }),
  );
}

export function useDecideVerification() {
  return useMutation({
    mutationFn: decideVerification,
    onSettled: useRefreshAfter("verification"),
  });
}
