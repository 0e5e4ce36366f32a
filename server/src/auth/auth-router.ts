import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { createAuthContext } from "./auth-context.ts";
import { renderAuthError } from "./auth-errors.ts";
import { type AuthEnv, limitByIp, requireUser } from "./request.ts";
import { healthRoute } from "./routes/health.ts";
import { jwksRoute } from "./routes/jwks.ts";
import { logoutRoute } from "./routes/logout.ts";
import { settingsRoute } from "./routes/settings.ts";
import { signupRoute } from "./routes/signup.ts";
import { tokenRoute } from "./routes/token.ts";
import { getUserRoute, updateUserRoute } from "./routes/user.ts";

/** Every Supabase Auth endpoint this server answers, mounted at /auth/v1, with its guards. */
export function createAuthRouter(deps: AppDeps): Hono<AppEnv> {
  const ctx = createAuthContext(deps);
  const user = requireUser(ctx);
  const router = new Hono<AuthEnv>();
  router.onError(renderAuthError);

  router.get("/health", healthRoute(deps));
  router.get("/.well-known/jwks.json", jwksRoute(deps));
  router.get("/settings", settingsRoute(ctx));

  router.post("/signup", signupRoute(ctx));
  router.post("/token", limitByIp(ctx, "token"), tokenRoute(ctx));

  router.get("/user", user, getUserRoute(ctx));
  router.put("/user", user, limitByIp(ctx, "user"), updateUserRoute(ctx));
  router.post("/logout", user, logoutRoute(ctx));
  return router as unknown as Hono<AppEnv>;
}
