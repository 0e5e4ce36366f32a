import { useMutation } from "@tanstack/react-query";
import { getSupabase } from "@/lib/supabase";

/** Drops a set-up that was never confirmed (no code needed: it never protected anything). */
export async function cancelEnrolment(factorId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useCancelEnrolment() {
  return useMutation({ mutationFn: cancelEnrolment });
}
