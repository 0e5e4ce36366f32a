// POST /verify and GET /verify (e-mailed links; PKCE links answer ?code=), as GoTrue's Verify handler; a session also sets a device cookie (GoTrue: none).
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { limitByAddress } from "../address-limits.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { rememberDevice } from "../device-cookie.ts";
import { readBody, readClientInfo, readRedirect } from "../request.ts";
import { serializeSession } from "../serializers.ts";
import { isVerifyOtpType, type VerifyInput, verifyOtp } from "../services/verify-otp.ts";

const verifyBody = z.object({
  type: z.string().nullish(),
  token: z.string().nullish(),
  token_hash: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  redirect_to: z.string().nullish(),
});

function readVerifyInput(body: z.infer<typeof verifyBody>): VerifyInput {
  if (!body.type) throw validationFailed("Verify requires a verification type");
  if (Boolean(body.token) === Boolean(body.token_hash)) {
    throw validationFailed("Verify requires either a token or a token hash");
  }
  if (body.token_hash && (body.email || body.phone || body.redirect_to)) {
    throw validationFailed("Only the token_hash and type should be provided");
  }
  if (body.token && Boolean(body.email) === Boolean(body.phone)) {
    throw validationFailed("Only an email address or phone number should be provided on verify");
  }
  if (!isVerifyOtpType(body.type)) throw validationFailed("Unsupported verification type");
  return {
    type: body.type,
    token: body.token ?? undefined,
    tokenHash: body.token_hash ?? undefined,
    email: body.email ?? undefined,
    phone: body.phone ?? undefined,
  };
}

export function verifyPostRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const input = readVerifyInput(await readBody(c, verifyBody));
    await limitByAddress(ctx, "verify", input.email ?? input.phone);
    const result = await verifyOtp(ctx, input, readClientInfo(c, ctx));
    if (result.kind === "pending_email_change") return c.json({ msg: result.message, code: 200 });
    if (result.kind === "auth_code") throw new Error("POST /verify never asks for an auth code");
    rememberDevice(c, ctx, result.session.user);
    return c.json(serializeSession(result.session));
  };
}

/** Answers the link with 303 to redirect_to: the session (or PKCE code) or the error. */
export function verifyGetRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const redirectTo = readRedirect(c, ctx);
    const type = c.req.query("type") ?? "";
    const fragment = new URLSearchParams();
    const token = c.req.query("token") ?? null;
    const isPkce = token?.startsWith("pkce_") ?? false;
    const target = new URL(redirectTo);
    try {
      const input = readVerifyInput({ type, token_hash: token });
      const client = readClientInfo(c, ctx);
      const result = await verifyOtp(ctx, input, client, isPkce ? "auth_code" : "session");
      if (result.kind === "auth_code") {
        target.searchParams.set("code", result.code);
        return c.redirect(target.toString(), 303);
      }
      if (result.kind === "pending_email_change") {
        fragment.set("message", result.message);
      } else {
        rememberDevice(c, ctx, result.session.user);
        const body = serializeSession(result.session);
        for (const key of [
          "access_token",
          "expires_at",
          "expires_in",
          "refresh_token",
          "token_type",
        ]) {
          fragment.set(key, String(body[key]));
        }
        fragment.set("type", type);
      }
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      fragment.set("error", error.status === 403 ? "access_denied" : "invalid_request");
      fragment.set("error_code", error.code);
      fragment.set("error_description", error.message);
      // PKCE clients read the error from the query, implicit ones from the fragment.
      if (isPkce) fragment.forEach((value, key) => target.searchParams.set(key, value));
    }
    fragment.set("sb", "");
    target.hash = fragment.toString();
    return c.redirect(target.toString(), 303);
  };
}
