// POST /otp, as GoTrue's Otp handler: magic link / e-mail code (PKCE too), or an SMS code.
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { limitByAddress } from "../address-limits.ts";
import type { AuthContext } from "../auth-context.ts";
import { pkceBodyFields, readBody, readRedirect } from "../request.ts";
import { readPkceParams } from "../services/pkce.ts";
import { sendOneTimeSignIn } from "../services/send-magic-link.ts";

const otpBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  create_user: z.boolean().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: z.string().nullish(),
  ...pkceBodyFields,
});

export function otpRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, otpBody);
    await limitByAddress(ctx, "otp", body.email ?? body.phone);
    const { messageId } = await sendOneTimeSignIn(ctx, {
      email: body.email ?? undefined,
      phone: body.phone ?? undefined,
      channel: body.channel ?? undefined,
      createUser: body.create_user ?? true,
      data: body.data ?? {},
      redirectTo: readRedirect(c, ctx),
      pkce: readPkceParams(body),
    });
    return c.json(messageId ? { message_id: messageId } : {});
  };
}
