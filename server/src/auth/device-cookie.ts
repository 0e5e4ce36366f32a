import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AuthContext } from "./auth-context.ts";
import { issueDeviceCookies } from "./services/device-tokens.ts";

/**
 * Marks this browser as one the user signs in from (a device cookie per address of theirs, see
 * services/device-tokens.ts). HttpOnly and SameSite=Strict: scripts and other sites never see or
 * send it; it goes only to the auth API, and only over https when the API is served so.
 */
export function rememberDevice(
  c: Context,
  ctx: AuthContext,
  user: { email: string | null; phone: string | null },
): void {
  const api = new URL(ctx.settings.externalUrl);
  for (const cookie of issueDeviceCookies(ctx.deviceKey, user, ctx.clock.now())) {
    setCookie(c, cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: "Strict",
      path: api.pathname,
      secure: api.protocol === "https:",
      maxAge: cookie.maxAge,
    });
  }
}
