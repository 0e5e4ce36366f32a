import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "@/lib/supabase";
import { twoFactorStatusKey } from "./get-two-factor-status";
import { verifyCode } from "./verify-code";

/**
 * Removes the authenticator app. The server allows that only from a session that passed a code
 * (aal2), so a password-only session passes `code` and is raised first.
 */
export async function turnOffTwoFactor({ factorId, code }: { factorId: string; code?: string }) {
  if (code !== undefined) await verifyCode({ factorId, code });
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
