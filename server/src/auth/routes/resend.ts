// POST /resend, as GoTrue's Resend handler (signup, email_change, sms, phone_change).
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { limitByAddress } from "../address-limits.ts";
import type { AuthContext } from "../auth-context.ts";
import { validationFailed } from "../auth-errors.ts";
import { readBody, readRedirect } from "../request.ts";
import { RESEND_TYPES, resendCode, type ResendType } from "../services/resend-code.ts";

const resendBody = z.object({
  type: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export function resendRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, resendBody);
    if (!RESEND_TYPES.includes(body.type as ResendType)) {
      throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    }
    await limitByAddress(ctx, "resend", body.email ?? body.phone);
    const { messageId } = await resendCode(ctx, {
      type: body.type as ResendType,
      email: body.email ?? undefined,
      phone: body.phone ?? undefined,
      redirectTo: readRedirect(c, ctx),
    });
    return c.json(messageId ? { message_id: messageId } : {});
  };
}
