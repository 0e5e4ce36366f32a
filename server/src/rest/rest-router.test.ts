import { describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";

const server = useTestServer();

async function call(method: string, path: string) {
  const response = await server.fetch(`http://localhost/rest/v1${path}`, {
    method,
    headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
    body: method === "GET" || method === "HEAD" ? undefined : "{}",
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as unknown,
  };
}

const error = (code: string, message: string) => ({ code, details: null, hint: null, message });

describe("paths and methods the data API does not serve", () => {
  it.each(["GET", "POST", "PUT", "DELETE", "PATCH"])(
    "%s on the root or a path with more segments: 404 PGRST125",
    async (method) => {
      for (const path of ["/", "/a/b", "/rpc/fn/extra", "/profiles/1/2"]) {
        expect(await call(method, path)).toEqual({
          status: 404,
          type: "application/json",
          body: error("PGRST125", "Invalid path specified in request URL"),
        });
      }
    },
  );

  it.each(["GET", "POST", "PATCH", "DELETE"])("%s on an unknown table: 404 PGRST205", async (m) => {
    const reply = await call(m, "/no_such_table");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: "PGRST205" });
  });

  it("answers other methods as PostgREST's parser does", async () => {
    expect(await call("PUT", "/profiles")).toMatchObject({
      status: 405,
      body: error("PGRST117", "Unsupported HTTP method: PUT"),
    });
    expect(await call("DELETE", "/rpc/set_primary_role")).toMatchObject({
      status: 405,
      body: error("PGRST101", "Cannot use the DELETE method on RPC"),
    });
  });
});
