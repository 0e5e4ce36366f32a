import type { SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";

/**
 * Turns on two-factor sign-in for a signed-in client and enters a code from the secret, as a
 * person with an authenticator app would: the client's session is then aal2.
 */
export async function raiseToAal2(client: SupabaseClient): Promise<void> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
  if (error) throw error;
  const totp = new TOTP({ secret: Secret.fromBase32(data.totp.secret) });
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
}
