import { useMutation, useQueryClient } from "@tanstack/react-query";
import { twoFactorStatusKey } from "./get-two-factor-status";
import { verifyCode } from "./verify-code";

/** The first code from the app confirms the new factor: two-factor sign-in is on from then. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
