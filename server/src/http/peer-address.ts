import type { Context } from "hono";

/**
 * The TCP peer's address, as @hono/node-server hands the socket to the app in `c.env.incoming`.
 * Undefined when the app is called in-process without one. Never taken from a header.
 */
export function readPeerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
