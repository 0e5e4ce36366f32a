// GET /authorize, as GoTrue's ExternalProviderRedirect: 302 to the provider (Google), PKCE or implicit.
// Deliberate difference: the state is signed with the server's signing key (GoTrue: the HS256 secret).
import type { Handler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { startExternalSignIn } from "../services/external-sign-in.ts";
import { readPkceParams } from "../services/pkce.ts";

export function authorizeRoute(ctx: AuthContext): Handler<AppEnv> {
  return async (c) => {
    const query = c.req.query();
    const url = await startExternalSignIn(ctx, {
      provider: query.provider ?? "",
      redirectTo: query.redirect_to,
      scopes: query.scopes,
      pkce: readPkceParams(query),
      query,
    });
    return c.redirect(url.toString(), 302);
  };
}
