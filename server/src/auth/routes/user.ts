// GET /user and PUT /user, as GoTrue's UserGet and UserUpdate handlers (X-JWT-AUD checked on GET).
import type { Handler } from "hono";
import { z } from "zod";
import type { AuthContext } from "../auth-context.ts";
import { validationFailed } from "../auth-errors.ts";
import { listIdentitiesOfUsers } from "../repositories/identities.ts";
import { listFactorsOfUser } from "../repositories/mfa-factors.ts";
import { type AuthEnv, pkceBodyFields, readBody, readRedirect } from "../request.ts";
import { serializeUser } from "../serializers.ts";
import { readPkceParams } from "../services/pkce.ts";
import { updateCurrentUser } from "../services/update-user.ts";

const metadata = z.record(z.string(), z.unknown()).nullish();
const updateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  channel: z.string().nullish(),
  password: z.string().nullish(),
  nonce: z.string().nullish(),
  current_password: z.string().nullish(),
  ...pkceBodyFields,
  data: metadata,
  app_metadata: metadata,
});

export function getUserRoute(): Handler<AuthEnv> {
  return async (c) => {
    const { user, claims, identities, factors } = c.get("auth");
    const requestAudience = c.req.header("x-jwt-aud");
    if (requestAudience && claims.aud !== requestAudience) {
      throw validationFailed("Token audience doesn't match request audience");
    }
    return c.json(serializeUser(user, identities, factors));
  };
}

export function updateUserRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    const body = await readBody(c, updateBody);
    const user = await updateCurrentUser(ctx, c.get("auth"), {
      email: body.email ?? undefined,
      phone: body.phone ?? undefined,
      channel: body.channel ?? undefined,
      password: body.password ?? undefined,
      nonce: body.nonce ?? undefined,
      currentPassword: body.current_password ?? undefined,
      data: body.data ?? undefined,
      appMetadata: body.app_metadata ?? undefined,
      redirectTo: readRedirect(c, ctx),
      pkce: readPkceParams(body),
    });
    // With its factors, as GET /user answers: supabase-js stores this user in the session, and a
    // session without them would look as if it owed no second step.
    const [identities, factors] = await Promise.all([
      listIdentitiesOfUsers(ctx.db, [user.id]),
      listFactorsOfUser(ctx.db, user.id),
    ]);
    return c.json(serializeUser(user, identities, factors));
  };
}
