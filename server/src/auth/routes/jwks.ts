// GET /.well-known/jwks.json: the public halves of the signing keys; auth-js getClaims() verifies with them.
import type { Handler } from "hono";
import type { AppDeps, AppEnv } from "../../http/app-env.ts";

export function jwksRoute({ keys }: AppDeps): Handler<AppEnv> {
  const body = JSON.stringify(keys.publicJwks);
  return (c) => {
    c.header("Cache-Control", "public, max-age=600");
    return c.body(body, 200, { "Content-Type": "application/json" });
  };
}
