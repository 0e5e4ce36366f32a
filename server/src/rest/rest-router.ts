import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/app-env.ts";

/** The PostgREST-compatible data API, mounted at /rest/v1. */
export function createRestRouter(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
