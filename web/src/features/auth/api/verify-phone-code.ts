import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/** POST /auth/v1/verify with type sms: the texted code signs the number's owner in. */
export function verifyPhoneCode(
  client: SupabaseClient<Database>,
  input: { phone: string; code: string },
) {
  return client.auth.verifyOtp({ phone: input.phone, token: input.code, type: "sms" });
}
