import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer();

describe("GET /.well-known/jwks.json", () => {
  it("publishes only public keys, cacheable for ten minutes", async () => {
    const response = await server.fetch("http://localhost/auth/v1/.well-known/jwks.json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: "EC",
      crv: "P-256",
      alg: "ES256",
      kid: expect.any(String),
    });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("lets supabase-js getClaims() verify an access token locally", async () => {
    const client = server.createClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: "correct horse" });
    const { data: claims, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(claims?.claims.sub).toBe(data.user?.id);
    expect(claims?.header.kid).toBe(server.keys.publicJwks.keys[0]?.kid);
  });
});
