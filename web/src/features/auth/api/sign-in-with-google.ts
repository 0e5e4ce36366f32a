import { startPkceSignIn } from "@/lib/supabase";

/**
 * GET /auth/v1/authorize?provider=google: supabase-js sends the browser to Google (PKCE), which
 * returns through /auth/v1/callback to `redirectTo?code=`; the one client then exchanges the code.
 */
export async function signInWithGoogle(redirectTo: string) {
  const client = await startPkceSignIn();
  return client.auth.signInWithOAuth({ provider: "google", options: { redirectTo } });
}
