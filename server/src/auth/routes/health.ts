// GET /health, as GoTrue's health check, plus the database state (503 when it does not answer).
import type { Handler } from "hono";
import type { AppDeps, AppEnv } from "../../http/app-env.ts";

export const GOTRUE_VERSION = "v2.196.0";

export function healthRoute({ db }: AppDeps): Handler<AppEnv> {
  return async (c) => {
    const database = await db.query("select 1").then(
      () => "ok" as const,
      () => "unavailable" as const,
    );
    return c.json(
      {
        version: GOTRUE_VERSION,
        name: "GoTrue",
        description: "GoTrue is a user registration and authentication API",
        database,
      },
      database === "ok" ? 200 : 503,
    );
  };
}
