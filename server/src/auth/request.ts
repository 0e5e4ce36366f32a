import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { readPeerAddress } from "../http/peer-address.ts";
import { resolveClientIp } from "../lib/client-ip.ts";
import { describeUnstorableText, findUnstorableText } from "../lib/unstorable-text.ts";
import type { AuthContext } from "./auth-context.ts";
import { limitByClientIp } from "./address-limits.ts";
import { AuthError, validationFailed } from "./auth-errors.ts";
import type { RateLimitBucket } from "./rate-limits.ts";
import {
  authenticateAdmin,
  authenticateUser,
  type Authenticated,
  readBearerToken,
} from "./services/authenticate-request.ts";
import type { ClientInfo } from "./services/issue-session.ts";
import { resolveRedirect } from "./services/redirects.ts";
import { withDefaultHeaders } from "../http/default-headers.ts";

export interface AuthEnv extends AppEnv {
  Variables: AppEnv["Variables"] & { auth: Authenticated };
}

/** A body's PKCE fields, as `readPkceParams` reads them: spread into the body's schema. */
export const pkceBodyFields = {
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
};

/**
 * Reads a JSON body as GoTrue does: null means absent, wrong types are bad_json. Text Postgres
 * cannot store (NUL, lone surrogates) is refused with validation_failed before anything runs.
 */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw badJson(error instanceof Error ? error.message : "invalid JSON");
    }
  }
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    const subject = unstorable.path === "" ? "The request body" : `Field ${unstorable.path}`;
    throw validationFailed(`${subject} ${unstorable.problem}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badJson(issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid body");
  }
  return result.data;
}

function badJson(reason: string): AuthError {
  return new AuthError(400, "bad_json", `Could not parse request body as JSON: ${reason}`);
}

/** Refuses query parameters Postgres cannot store (e.g. `%00`) before a route reads them. */
export const refuseUnstorableQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    const nameProblem = describeUnstorableText(name);
    if (nameProblem) throw validationFailed(`A query parameter name ${nameProblem}`);
    for (const value of values) {
      const problem = describeUnstorableText(value);
      if (problem) throw validationFailed(`Query parameter ${name} ${problem}`);
    }
  }
  await next();
};

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * `Cache-Control: no-store` on every answer that sets no policy of its own: sessions, users and
 * errors must never be kept by a browser or proxy cache (RFC 6749 section 5.1 for tokens).
 */
export const preventCaching: MiddlewareHandler<AppEnv> = (c, next) =>
  withDefaultHeaders(c, next, NO_STORE);

/** Any path or method the routing table lacks: 404 in the auth error shape, never the web app. */
export function refuseUnknownPath(): never {
  throw new AuthError(404, "not_found", "Not Found");
}

/** The caller's address (X-Forwarded-For only from TRUSTED_PROXIES) and user agent. */
export function readClientInfo(c: Context, ctx: AuthContext): ClientInfo {
  return {
    ip: resolveClientIp(readPeerAddress(c), c.req.header("x-forwarded-for"), ctx.trustedProxies),
    userAgent: c.req.header("user-agent") ?? null,
  };
}

/** Where the user goes afterwards: the `redirect_to` query parameter if allowed, else the site. */
export function readRedirect(c: Context, ctx: AuthContext): string {
  return resolveRedirect(ctx.settings, c.req.query("redirect_to"));
}

/** Counts the request against `bucket` for the client IP (IPv6 by /64); 429 when full. */
export function limitByIp(ctx: AuthContext, bucket: RateLimitBucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await limitByClientIp(ctx, bucket, readClientInfo(c, ctx).ip);
    await next();
  };
}

export function requireUser(ctx: AuthContext): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set("auth", await authenticateUser(ctx, readBearerToken(c.req.header("authorization"))));
    await next();
  };
}

export function requireAdmin(ctx: AuthContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await authenticateAdmin(ctx, readBearerToken(c.req.header("authorization")));
    await next();
  };
}
