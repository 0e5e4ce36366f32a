import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import { accessTokenFor, callPayments, pledgeDonation } from "../testing/payments-world.ts";

// Answers with personal data (a donor's PAN) must not be kept by a shared cache or a proxy:
// every /rest/v1, /functions/v1 and /storage/v1 API answer says `private, no-store`, errors too.
const { server, world } = usePlatformWorld();
let donorToken: string;
let donationId: string;

const PRIVATE = "private, no-store";

beforeAll(async () => {
  donorToken = await accessTokenFor(server, world.devotee);
  donationId = await pledgeDonation(world, { pan: "ABCDE1234F" });
});

function get(path: string, token?: string) {
  return server.fetch(`http://localhost${path}`, {
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token ?? server.keys.anonKey}`,
    },
  });
}

describe("Cache-Control on API answers", () => {
  it("a donor reading their donation's PAN gets private, no-store", async () => {
    const response = await get(`/rest/v1/donations?id=eq.${donationId}&select=pan`, donorToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ pan: "ABCDE1234F" }]);
    expect(response.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("an anonymous read, a write, an error and a HEAD get it too", async () => {
    const anonymous = await get("/rest/v1/donations?select=id");
    expect(anonymous.headers.get("cache-control")).toBe(PRIVATE);
    const missing = await get("/rest/v1/no_such_table");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe(PRIVATE);
    const head = await server.fetch("http://localhost/rest/v1/donations?select=id", {
      method: "HEAD",
      headers: { apikey: server.keys.anonKey },
    });
    expect(head.headers.get("cache-control")).toBe(PRIVATE);
    const write = await server.fetch(`http://localhost/rest/v1/donations?id=eq.${donationId}`, {
      method: "PATCH",
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${donorToken}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ message: "for the temple kitchen" }),
    });
    expect(write.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("payments answers (errors included) and storage listings and errors get it", async () => {
    const notSignedIn = await callPayments(server, "/statements/2026-27");
    expect(notSignedIn.status).toBe(401);
    expect(notSignedIn.headers.get("cache-control")).toBe(PRIVATE);
    const statement = await callPayments(server, "/statements/2026-27", { token: donorToken });
    expect(statement.headers.get("cache-control")).toBe(PRIVATE);
    const buckets = await get("/storage/v1/bucket", donorToken);
    expect(buckets.headers.get("cache-control")).toBe(PRIVATE);
    const evidence = await get("/storage/v1/object/verification-evidence/someone/id.pdf");
    expect(evidence.status).toBeGreaterThanOrEqual(400);
    expect(evidence.headers.get("cache-control")).toBe(PRIVATE);
  });
});
