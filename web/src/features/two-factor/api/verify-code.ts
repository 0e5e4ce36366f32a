import { getSupabase } from "@/lib/supabase";

/**
 * Checks a code from the authenticator app: it confirms a new factor, or raises a password-only
 * session to aal2. supabase-js stores the raised session and announces MFA_CHALLENGE_VERIFIED,
 * so the auth state (and every screen reading it) moves on by itself. Throws the AuthError.
 */
export async function verifyCode({ factorId, code }: { factorId: string; code: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}
