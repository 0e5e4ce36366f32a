import { useMutation } from "@tanstack/react-query";
import { getSupabase } from "@/lib/supabase";

/** The name the factor is saved under (one per user: the server refuses a second of the same name). */
export const FACTOR_NAME = "Authenticator app";

export interface Enrolment {
  factorId: string;
  /** The QR code as a data URL, for the authenticator app's camera. */
  qrCode: string;
  /** The same secret in base32, for people who type it in. */
  secret: string;
}

/**
 * Starts adding an authenticator app: a set-up left unfinished (another tab, a closed page) still
 * holds the name, so it is removed first; then a new factor, unconfirmed until a code is typed.
 */
export async function startEnrolment(): Promise<Enrolment> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  const unfinished = listed.data.all.filter(
    (factor) => factor.factor_type === "totp" && factor.status === "unverified",
  );
  for (const factor of unfinished) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: FACTOR_NAME,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}
