import { useMutation } from "@tanstack/react-query";
import { getSupabase } from "@/lib/supabase";

/** The name the factor is saved under (one per user: the server refuses a second of the same name). */
export const FACTOR_NAME = "Authenticator app";

/** A backup authenticator's name: the first free of "Backup authenticator", "… 2", "… 3". */
export function backupFactorName(taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? "Backup authenticator" : `Backup authenticator ${n}`;
    if (!taken.includes(name)) return name;
  }
}

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
export async function startEnrolment(name: string = FACTOR_NAME): Promise<Enrolment> {
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
    friendlyName: name,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: (name?: string) => startEnrolment(name) });
}
