import { messagesOf } from "@/lib/i18n/locale-store";
import { getSupabase } from "@/lib/supabase";
import { getSupabaseAnonKey } from "@/lib/supabase-anon-key";
import { getSupabaseUrl } from "@/lib/supabase-url";
import { paymentsRequestMessages } from "./messages";

/** A refusal of the payments API, in the shape the app's error wording reads. */
export class PaymentsError extends Error {
  readonly code: string;
  readonly hint: string | undefined;
  /** The database's refusal code and values (JSON), as in a PostgREST error's `details`. */
  readonly details: string | undefined;

  constructor(code: string, message: string, hint?: string, details?: string) {
    super(message);
    this.code = code;
    this.hint = hint;
    this.details = details;
  }
}

/** A request to the payments Edge Function as the signed-in user (their access token). */
export async function requestPayments(path: string, init: RequestInit = {}): Promise<Response> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const headers = new Headers(init.headers);
  headers.set("apikey", getSupabaseAnonKey());
  if (data.session) headers.set("Authorization", `Bearer ${data.session.access_token}`);
  const response = await fetch(`${getSupabaseUrl()}/functions/v1/payments${path}`, {
    ...init,
    headers,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      details?: string | null;
      hint?: string;
    };
    throw new PaymentsError(
      body.code ?? String(response.status),
      body.message ?? messagesOf(paymentsRequestMessages).notStarted,
      body.hint,
      body.details ?? undefined,
    );
  }
  return response;
}
