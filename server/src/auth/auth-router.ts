import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { healthRoute } from "./routes/health.ts";
import { jwksRoute } from "./routes/jwks.ts";

/** Every Supabase Auth endpoint this server answers, mounted at /auth/v1. */
export function createAuthRouter(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get("/health", healthRoute(deps));
  router.get("/.well-known/jwks.json", jwksRoute(deps));
  return router;
}
