// POST /token, as GoTrue's Token handler: grant_type password, refresh_token and pkce (id_token, web3 not yet); a password sign-in also sets a device cookie (GoTrue: none).
import type { Handler } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { AuthError } from "../auth-errors.ts";
import { rememberDevice } from "../device-cookie.ts";
import { readBody, readClientInfo } from "../request.ts";
import { serializeSession } from "../serializers.ts";
import { exchangeAuthCode } from "../services/pkce.ts";
import { refreshSession } from "../services/refresh-session.ts";
import { signInWithPassword } from "../services/sign-in-with-password.ts";

const passwordBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});
const refreshBody = z.object({ refresh_token: z.string().nullish() });
const pkceBody = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

export function tokenRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const grantType = c.req.query("grant_type");
    const client = readClientInfo(c, ctx);
    if (grantType === "password") {
      const body = await readBody(c, passwordBody);
      const session = await signInWithPassword(
        ctx,
        {
          email: body.email ?? undefined,
          phone: body.phone ?? undefined,
          password: body.password ?? "",
        },
        client,
        getCookie(c),
      );
      rememberDevice(c, ctx, session.user);
      return c.json(serializeSession(session));
    }
    if (grantType === "refresh_token") {
      const body = await readBody(c, refreshBody);
      return c.json(serializeSession(await refreshSession(ctx, body.refresh_token ?? "", client)));
    }
    if (grantType === "pkce") {
      const body = await readBody(c, pkceBody);
      const input = { authCode: body.auth_code ?? "", verifier: body.code_verifier ?? "" };
      return c.json(serializeSession(await exchangeAuthCode(ctx, input, client)));
    }
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  };
}
