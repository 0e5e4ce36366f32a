// GET /reauthenticate, as GoTrue's Reauthenticate handler: e-mails (or texts) a nonce for PUT /user.
import type { Handler } from "hono";
import type { AuthContext } from "../auth-context.ts";
import type { AuthEnv } from "../request.ts";
import { sendReauthenticationNonce } from "../services/reauthenticate-user.ts";

export function reauthenticateRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    await sendReauthenticationNonce(ctx, c.get("auth").user);
    return c.json({});
  };
}
