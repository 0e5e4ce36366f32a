import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { limitRequestBody } from "./body-limit.ts";

// Over real HTTP, as Node's parser delivers bodies: stated lengths and chunked streams.
const MAX = 1000;
let base: string;
let server: ReturnType<typeof createAdaptorServer>;

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.use(
    limitRequestBody({ maxSize: MAX, onTooLarge: (c) => c.json({ code: "too_large" }, 413) }),
  );
  app.post("/echo", async (c) => c.json({ length: (await c.req.text()).length }));
  app.get("/echo", (c) => c.json({ length: 0 }));
  server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A body sent as a stream, so it goes chunked, without a Content-Length. */
function chunked(text: string, chunkSize = 100): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function post(body: string | ReadableStream<Uint8Array>) {
  const response = await fetch(`${base}/echo`, { method: "POST", body, duplex: "half" });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe("limitRequestBody", () => {
  it("lets a body of the stated length up to the limit through, for the route to read", async () => {
    expect(await post("x".repeat(MAX))).toEqual({ status: 200, json: { length: MAX } });
  });

  it("refuses a stated length over the limit", async () => {
    expect(await post("x".repeat(MAX + 1))).toEqual({ status: 413, json: { code: "too_large" } });
  });

  it("counts a chunked body as it arrives: whole up to the limit, refused beyond it", async () => {
    expect(await post(chunked("y".repeat(MAX)))).toEqual({ status: 200, json: { length: MAX } });
    expect(await post(chunked("y".repeat(MAX + 1)))).toEqual({
      status: 413,
      json: { code: "too_large" },
    });
  });

  it("leaves reads alone", async () => {
    const response = await fetch(`${base}/echo`);
    expect(response.status).toBe(200);
  });
});
