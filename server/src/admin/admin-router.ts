import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import type { AppDeps, AppEnv } from "../http/app-env.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/database-unavailable.ts";
import { noStoreByDefault } from "../http/no-store-by-default.ts";
import { isEqualSecret } from "../lib/crypto.ts";
import { findUnstorableText } from "../lib/unstorable-text.ts";
import { AdminCommandError } from "../platform/admin-commands.ts";
import { runAdminCommand } from "../platform/admin-command-line.ts";

/**
 * Operator endpoints, mounted at /admin/v1. No Supabase equivalent: `npm run admin` sends its
 * command here when the server holds an embedded database (PGlite allows one process), so it runs
 * in the server process. Guarded like Supabase Auth's /admin endpoints and answering in their
 * error shape: only the service_role key (or a service_role JWT this server signed) may call.
 *
 * | route           | guard                    |
 * | --------------- | ------------------------ |
 * | POST /commands  | Bearer service_role      |
 */
export function createAdminRouter(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(noStoreByDefault);
  router.post("/commands", requireServiceRole(deps), async (c) => {
    const args = await readCommandLine(c);
    try {
      const stdout = await runAdminCommand(deps.db, args);
      return c.json({ exit_code: 0, stdout: `${stdout}\n`, stderr: "" });
    } catch (error) {
      if (!(error instanceof AdminCommandError)) throw error;
      return c.json({ exit_code: 1, stdout: "", stderr: `${error.message}\n` });
    }
  });
  router.all("*", () => {
    throw new AdminError(404, "not_found", "Not Found");
  });
  router.onError(renderAdminError);
  return router;
}

class AdminError extends Error {
  readonly status: 400 | 401 | 403 | 404;
  readonly code: string;

  constructor(status: 400 | 401 | 403 | 404, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The key is compared in constant time and never logged: request lines carry no headers. */
function requireServiceRole(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header("authorization")?.match(/^bearer\s+(\S+)$/i)?.[1];
    if (!token) {
      throw new AdminError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    }
    if (!isEqualSecret(token, deps.keys.serviceRoleKey)) {
      const claims = await deps.jwt.verify(token).catch(() => undefined);
      if (!claims) {
        throw new AdminError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
      }
      if (claims.role !== "service_role")
        throw new AdminError(403, "not_admin", "User not allowed");
    }
    await next();
  };
}

const commandLine = z.object({ args: z.array(z.string().max(2000)).min(1).max(50) });

/** `{"args": ["verify", "ghat-mandir"]}`: the words after `npm run admin --`. */
async function readCommandLine(c: Context<AppEnv>): Promise<string[]> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AdminError(400, "bad_json", "Could not parse request body as JSON");
  }
  const parsed = commandLine.safeParse(body);
  if (!parsed.success) {
    throw new AdminError(400, "bad_json", 'The body must be {"args": ["<command>", …]}');
  }
  const unstorable = findUnstorableText(parsed.data.args);
  if (unstorable) {
    throw new AdminError(400, "validation_failed", `An argument ${unstorable.problem}`);
  }
  return parsed.data.args;
}

/** Supabase Auth's error shape (`code`, `error_code`, `msg`); anything unknown is a logged 500. */
function renderAdminError(error: unknown, c: Context<AppEnv>): Response {
  const known: { status: ContentfulStatusCode; code: string; message: string } =
    error instanceof AdminError
      ? { status: error.status, code: error.code, message: error.message }
      : error instanceof DatabaseUnavailableError
        ? { status: 503, code: "unexpected_failure", message: DATABASE_UNAVAILABLE_MESSAGE }
        : { status: 500, code: "unexpected_failure", message: "Unexpected failure" };
  if (known.status === 500) c.get("logger").error({ err: error }, "admin command failed");
  c.header("x-sb-error-code", known.code);
  return c.json({ code: known.status, error_code: known.code, msg: known.message }, known.status);
}
