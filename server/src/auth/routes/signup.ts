// POST /signup, as GoTrue's Signup handler (e-mail, phone or anonymous; PKCE for e-mail).
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { limitByAddress, limitByClientIp } from "../address-limits.ts";
import { pkceBodyFields, readBody, readClientInfo, readRedirect } from "../request.ts";
import { serializeSession, serializeUser } from "../serializers.ts";
import { readPkceParams } from "../services/pkce.ts";
import { signInAnonymously, signUpUser } from "../services/sign-up-user.ts";

const signupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: z.string().nullish(),
  ...pkceBodyFields,
});

export function signupRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, signupBody);
    const client = readClientInfo(c, ctx);
    const data = body.data ?? {};
    if (!body.email && !body.phone) {
      await limitByClientIp(ctx, "anonymous", client.ip);
      return c.json(serializeSession(await signInAnonymously(ctx, data, client)));
    }
    await limitByClientIp(ctx, "signup", client.ip);
    await limitByAddress(ctx, "signup", body.email ?? body.phone);
    const result = await signUpUser(
      ctx,
      {
        email: body.email ?? undefined,
        phone: body.phone ?? undefined,
        channel: body.channel ?? undefined,
        password: body.password ?? undefined,
        data,
        redirectTo: readRedirect(c, ctx),
        pkce: readPkceParams(body),
      },
      client,
    );
    return c.json(
      result.kind === "session"
        ? serializeSession(result.session)
        : serializeUser(result.user, result.identities),
    );
  };
}
