// POST /recover, as GoTrue's Recover handler: a password-reset link (PKCE too).
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { limitByAddress } from "../address-limits.ts";
import type { AuthContext } from "../auth-context.ts";
import { pkceBodyFields, readBody, readRedirect } from "../request.ts";
import { readPkceParams } from "../services/pkce.ts";
import { sendPasswordRecovery } from "../services/recover-password.ts";

const recoverBody = z.object({
  email: z.string().nullish(),
  ...pkceBodyFields,
});

export function recoverRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, recoverBody);
    await limitByAddress(ctx, "recover", body.email);
    await sendPasswordRecovery(ctx, {
      email: body.email ?? "",
      redirectTo: readRedirect(c, ctx),
      pkce: readPkceParams(body),
    });
    return c.json({});
  };
}
