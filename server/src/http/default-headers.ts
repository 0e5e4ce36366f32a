import type { ServerResponse } from "node:http";
import type { Context, Next } from "hono";

/**
 * Sets `headers` on the answer unless it sets its own. Served by Node (`@hono/node-server` passes
 * its ServerResponse as `c.env.outgoing`), they go on that response before the handler runs and
 * Node merges them under the answer's own headers as it writes the head: the answer's undici
 * `Headers` is then never built, which cost about 50 µs a request for a handful of headers.
 * Called in process (`app.fetch`, as the tests do), they are set on the answer once it is made.
 */
export async function withDefaultHeaders(
  c: Context,
  next: Next,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name]!);
    await next();
    return;
  }
  await next();
  const answer = c.res.headers;
  for (const name in headers) {
    if (!answer.has(name)) answer.set(name, headers[name]!);
  }
}
