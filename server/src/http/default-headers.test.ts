import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDefaultHeaders } from "./default-headers.ts";

// The same answers served by Node (defaults set on Node's response before the handler) and called
// in process (defaults set on the answer after it): each answer's own header wins, every other
// answer gets the default, errors included.
const app = new Hono();
app.use((c, next) => withDefaultHeaders(c, next, { "Cache-Control": "no-store", "X-Test": "1" }));
app.get("/json", (c) => c.json({ ok: true }));
app.get("/own", (c) => {
  c.header("Cache-Control", "public, max-age=600");
  return c.json({ ok: true });
});
app.get("/raw", () => new Response("raw", { headers: { "Cache-Control": "max-age=5" } }));
app.get("/stream", () => new Response(new Blob(["a", "b"]).stream()));
app.get("/fails", () => {
  throw new Error("boom");
});
app.onError((_error, c) => c.json({ message: "Internal Server Error" }, 500));

let server: ReturnType<typeof createAdaptorServer>;
let base: string;

beforeAll(async () => {
  server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ways = {
  "served by Node": (path: string) => fetch(base + path),
  "called in process": (path: string) => Promise.resolve(app.request(path)),
};

describe.each(Object.entries(ways))("default headers, %s", (_, get) => {
  it.each([
    ["/json", "no-store", 200],
    ["/own", "public, max-age=600", 200],
    ["/raw", "max-age=5", 200],
    ["/stream", "no-store", 200],
    ["/fails", "no-store", 500],
  ])("%s: Cache-Control %s, the other default kept", async (path, cacheControl, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe(cacheControl);
    expect(response.headers.get("X-Test")).toBe("1");
    await response.arrayBuffer();
  });
});
