import { queryOptions, useQuery } from "@tanstack/react-query";
import { formatDate, indiaDateOf } from "@/lib/format";
import { getSupabase } from "@/lib/supabase";
import { findVerifiedFactor } from "@/lib/auth/assurance";
import { FACTOR_NAME } from "./start-enrolment";

export interface TwoFactorStatus {
  /** The confirmed authenticator app, when two-factor sign-in is on; `since` is its date in India. */
  factor: { id: string; since: string } | null;
  /** Every confirmed authenticator app, the first one first: a second one is a backup. */
  factors: { id: string; name: string; since: string }[];
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
  const factors = listed.data.all
    .filter((factor) => factor.factor_type === "totp" && factor.status === "verified")
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((factor) => ({
      id: factor.id,
      name: factor.friendly_name || FACTOR_NAME,
      since: formatDate(indiaDateOf(new Date(factor.created_at))),
    }));
  return {
    factors,
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
