// POST /admin/generate_link, as GoTrue's adminGenerateLink: the link and code, nothing is sent.
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { validationFailed } from "../auth-errors.ts";
import { listIdentitiesOfUsers } from "../repositories/identities.ts";
import { readBody } from "../request.ts";
import { serializeUser } from "../serializers.ts";
import { generateLink, LINK_TYPES, type LinkType } from "../services/generate-link.ts";
import { resolveRedirect } from "../services/redirects.ts";

const linkBody = z.object({
  type: z.string().nullish(),
  email: z.string().nullish(),
  new_email: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  redirect_to: z.string().nullish(),
});

export function generateLinkRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, linkBody);
    if (!LINK_TYPES.includes(body.type as LinkType))
      throw validationFailed("Invalid email action link type requested");
    const link = await generateLink(ctx, {
      type: body.type as LinkType,
      email: body.email ?? "",
      newEmail: body.new_email ?? undefined,
      password: body.password ?? undefined,
      data: body.data ?? {},
      redirectTo: resolveRedirect(ctx.settings, body.redirect_to ?? c.req.query("redirect_to")),
    });
    return c.json({
      ...serializeUser(link.user, await listIdentitiesOfUsers(ctx.db, [link.user.id])),
      action_link: link.actionLink,
      email_otp: link.emailOtp,
      hashed_token: link.hashedToken,
      verification_type: link.verificationType,
      redirect_to: link.redirectTo,
    });
  };
}
