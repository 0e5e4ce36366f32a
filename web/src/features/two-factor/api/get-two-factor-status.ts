import { queryOptions, useQuery } from "@tanstack/react-query";
import { formatDate, indiaDateOf } from "@/lib/format";
import { getSupabase } from "@/lib/supabase";
import { findVerifiedFactor } from "@/lib/auth/assurance";

export interface TwoFactorStatus {
  /** The confirmed authenticator app, when two-factor sign-in is on; `since` is its date in India. */
  factor: { id: string; since: string } | null;
  /** This session has passed a code (aal2); turning two-factor off needs one otherwise. */
  isSessionVerified: boolean;
}

/** Whether two-factor sign-in is on (the server's list, not the session's copy) and this session's level. */
export async function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  const verified = findVerifiedFactor(listed.data.all);
  return {
    factor: verified && {
      id: verified.id,
      since: formatDate(indiaDateOf(new Date(verified.created_at))),
    },
    isSessionVerified: level.data.currentLevel === "aal2",
  };
}

export const twoFactorStatusKey = ["two-factor-status"] as const;

export function twoFactorStatusOptions() {
  return queryOptions({ queryKey: twoFactorStatusKey, queryFn: fetchTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusOptions());
}
