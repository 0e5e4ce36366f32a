import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The TCP peer's address, from the socket @hono/node-server hands the app; never from a header.
 * Undefined when the app is called in-process (`app.request`) without one.
 */
export function readPeerAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (!bindings?.incoming && !bindings?.server) return undefined;
  return getConnInfo(c).remote.address;
}
