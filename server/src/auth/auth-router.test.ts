import { describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";
import { uniqueEmail } from "./auth-test-helpers.ts";

const server = useTestServer();

function call(method: string, path: string, body?: object) {
  return server.fetch(`http://localhost/auth/v1${path}`, {
    method,
    headers: { "X-Supabase-Api-Version": "2024-01-01" },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe("the auth router", () => {
  it.each(["GET", "POST", "PUT", "DELETE", "PATCH"])(
    "answers %s on an unknown path with a 404 in the auth error shape",
    async (method) => {
      for (const path of ["/nope", "/admin/nope/deeper", "/token/extra"]) {
        const response = await call(method, path, method === "GET" ? undefined : {});
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ code: "not_found", message: "Not Found" });
      }
    },
  );

  it("answers a path it serves with another method as an unknown path", async () => {
    const response = await server.fetch("http://localhost/auth/v1/token?grant_type=password", {
      method: "DELETE",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, error_code: "not_found", msg: "Not Found" });
  });

  it("keeps sessions, users and errors out of caches; JWKS keeps its own policy", async () => {
    const email = uniqueEmail();
    const signup = await call("POST", "/signup", { email, password: "correct horse" });
    const signIn = await call("POST", "/token?grant_type=password", {
      email,
      password: "correct horse",
    });
    const { refresh_token } = (await signIn.clone().json()) as { refresh_token: string };
    const refresh = await call("POST", "/token?grant_type=refresh_token", { refresh_token });
    const failed = await call("POST", "/token?grant_type=password", { email, password: "wrong" });
    for (const response of [signup, signIn, refresh, failed]) {
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(failed.status).toBe(400);
    expect((await call("GET", "/.well-known/jwks.json")).headers.get("cache-control")).toBe(
      "public, max-age=600",
    );
  });
});
