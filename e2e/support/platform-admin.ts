import { authenticatorCode } from "./authenticator";
import { environment } from "./data-api";
import { createUser, type TestUser } from "./users";

async function authRequest<T>(
  path: string,
  init: { method: string; token: string; body?: unknown },
) {
  const { baseUrl, anonKey } = environment();
  const response = await fetch(new URL(`/auth/v1${path}`, baseUrl), {
    method: init.method,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${init.token}`,
      "Content-Type": "application/json",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface PlatformAdmin extends TestUser {
  /** The authenticator app's secret, to compute sign-in codes. */
  secret: string;
}

/**
 * A platform administrator (`app_metadata.platform_admin`, as `npm run admin -- grant` sets it)
 * with two-factor sign-in already on. The factor is confirmed with the previous step's code, so
 * the browser can sign in with the current one at once (each step's code is accepted once).
 */
export async function createPlatformAdmin(): Promise<PlatformAdmin> {
  const { serviceKey } = environment();
  const user = await createUser({ roles: ["devotee"], fullName: "Platform Admin" });
  await authRequest(`/admin/users/${user.id}`, {
    method: "PUT",
    token: serviceKey,
    body: { app_metadata: { platform_admin: true } },
  });
  const { access_token: token } = await authRequest<{ access_token: string }>(
    "/token?grant_type=password",
    { method: "POST", token: environment().anonKey, body: user },
  );
  const factor = await authRequest<{ id: string; totp: { secret: string } }>("/factors", {
    method: "POST",
    token,
    body: { factor_type: "totp" },
  });
  const challenge = await authRequest<{ id: string }>(`/factors/${factor.id}/challenge`, {
    method: "POST",
    token,
  });
  await authRequest(`/factors/${factor.id}/verify`, {
    method: "POST",
    token,
    body: {
      challenge_id: challenge.id,
      code: authenticatorCode(factor.totp.secret, Date.now() - 30_000),
    },
  });
  return { ...user, secret: factor.totp.secret };
}
