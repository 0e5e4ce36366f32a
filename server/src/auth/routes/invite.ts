// POST /invite, as GoTrue's Invite handler (service_role only): creates the user and e-mails an invitation.
import type { Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { readBody, readRedirect } from "../request.ts";
import { listIdentitiesOfUsers } from "../repositories/identities.ts";
import { serializeUser } from "../serializers.ts";
import { inviteUser } from "../services/invite-user.ts";

const inviteBody = z.object({
  email: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

export function inviteRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const body = await readBody(c, inviteBody);
    const user = await inviteUser(ctx, {
      email: body.email ?? "",
      data: body.data ?? {},
      redirectTo: readRedirect(c, ctx),
    });
    return c.json(serializeUser(user, await listIdentitiesOfUsers(ctx.db, [user.id])));
  };
}
