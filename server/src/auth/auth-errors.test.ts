import { describe, expect, it } from "vitest";
import { createTestServer } from "../testing/create-test-server.ts";
import { useTestServer } from "../testing/use-test-server.ts";

const server = useTestServer();

function signIn(headers: Record<string, string>) {
  return server.fetch("http://localhost/auth/v1/token?grant_type=password", {
    method: "POST",
    headers,
    body: JSON.stringify({ email: "nobody@example.com", password: "x" }),
  });
}

describe("auth error rendering", () => {
  it("uses the 2024-01-01 shape for any version date from 2024-01-01 on, and echoes the header", async () => {
    const response = await signIn({ "X-Supabase-Api-Version": "2025-06-01" });
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(response.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await response.json()).toEqual({
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
  });

  it("falls back to the legacy shape for older or unparsable versions", async () => {
    for (const version of ["2023-12-31", "latest"]) {
      const response = await signIn({ "X-Supabase-Api-Version": version });
      expect(response.headers.get("x-supabase-api-version")).toBeNull();
      expect(await response.json()).toEqual({
        code: 400,
        error_code: "invalid_credentials",
        msg: "Invalid login credentials",
      });
    }
  });

  it("answers a malformed body with bad_json", async () => {
    const response = await server.fetch("http://localhost/auth/v1/signup", {
      method: "POST",
      body: "{nope",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_code: string }).error_code).toBe("bad_json");
    const wrongType = await server.fetch("http://localhost/auth/v1/signup", {
      method: "POST",
      body: JSON.stringify({ email: 42 }),
    });
    expect(((await wrongType.json()) as { msg: string }).msg).toMatch(
      /^Could not parse request body as JSON: /,
    );
  });

  it("turns an internal failure into 500 unexpected_failure with the request id, revealing nothing", async () => {
    const broken = await createTestServer();
    await broken.close();
    const response = await broken.fetch("http://localhost/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "X-Request-Id": "req-42" },
      body: JSON.stringify({ email: "a@example.com", password: "x" }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 500,
      error_code: "unexpected_failure",
      msg: "Unexpected failure, please check server logs for more information",
      error_id: "req-42",
    });
  });
});
