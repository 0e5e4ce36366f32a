// The data and auth APIs as the journeys call them off screen: as the service role or as a user.
import type { TestUser } from "./users";

/** Where the e2e server listens and its keys, as support/global-setup.ts exported them. */
export function environment() {
  const baseUrl = process.env.E2E_BASE_URL;
  const serviceKey = process.env.E2E_SERVICE_ROLE_KEY;
  const anonKey = process.env.E2E_ANON_KEY;
  if (!baseUrl || !serviceKey || !anonKey) {
    throw new Error("E2E_BASE_URL and the keys are set by support/global-setup.ts");
  }
  return { baseUrl, serviceKey, anonKey };
}

/** A /rest/v1 request as a user (their access token) or as the service role (no token). */
export async function callRest<T>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const { baseUrl, serviceKey, anonKey } = environment();
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      apikey: token ? anonKey : serviceKey,
      Authorization: `Bearer ${token ?? serviceKey}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Signs in through /auth/v1 and returns the access token, for acting as that user. */
export async function signInForToken(user: Pick<TestUser, "email" | "password">) {
  const { baseUrl, anonKey } = environment();
  const response = await fetch(new URL("/auth/v1/token?grant_type=password", baseUrl), {
    method: "POST",
    headers: { apikey: anonKey, "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
