// POST /logout?scope=global|local|others, as GoTrue's Logout handler (also admin sign-out with a user's JWT).
import type { Handler } from "hono";
import type { AuthContext } from "../auth-context.ts";
import type { AuthEnv } from "../request.ts";
import { logOut } from "../services/log-out.ts";

export function logoutRoute(ctx: AuthContext): Handler<AuthEnv> {
  return async (c) => {
    await logOut(ctx, c.get("auth"), c.req.query("scope"));
    return c.body(null, 204);
  };
}
