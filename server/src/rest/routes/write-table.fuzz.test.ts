import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createTestUser } from "../testing/create-test-user.ts";
import { applyProbeFixture } from "../testing/probe-fixture.ts";

const server = useTestServer({ prepare: applyProbeFixture });
let snapshotBefore = "";

beforeAll(async () => {
  snapshotBefore = await snapshotProbe();
});

async function snapshotProbe(): Promise<string> {
  const { rows } = await server.db.query("select * from public.probe order by id");
  return JSON.stringify(rows);
}

function call(method: string, path: string, body: unknown) {
  return server.fetch(`http://localhost/rest/v1/${path}`, {
    method,
    headers: { apikey: server.keys.serviceRoleKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** NUL and ill-formed UTF-16 (lone surrogates, a pair in the wrong order), placed anywhere. */
const bad = fc
  .tuple(fc.string({ maxLength: 4 }), fc.constantFrom("\u0000", "\ud800", "\udfff", "\udc00\ud800"))
  .map(([text, char]) => `${text}${char}`);

/** A row for public.probe with bad text in one of its text, text[] or jsonb values or keys. */
const badRow = fc.oneof(
  bad.map((text) => ({ name: text })),
  bad.map((text) => ({ name: "ok", note: text })),
  bad.map((text) => ({ name: "ok", tags: ["a", text] })),
  bad.map((text) => ({ name: "ok", meta: { k: text } })),
  bad.map((text) => ({ name: "ok", meta: { [text]: 1 } })),
);

describe("NUL and invalid UTF-16 in data API writes", () => {
  it("answers 400 with Postgres's own code (as PostgREST passes it on), never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(badRow, fc.constantFrom("POST", "PATCH"), async (row, method) => {
        const path = method === "POST" ? "probe" : "probe?id=eq.1";
        const response = await call(method, path, method === "POST" ? [row] : row);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { code: string; message: string };
        expect(["22P05", "22P02"]).toContain(body.code);
      }),
      { numRuns: 60 },
    );
  });

  it("names the problem as Postgres does", async () => {
    expect(await (await call("POST", "probe", { name: "a\u0000b" })).json()).toEqual({
      code: "22P05",
      details: "\\u0000 cannot be converted to text.",
      hint: null,
      message: "unsupported Unicode escape sequence",
    });
  });

  it("answers 400 for NUL in a filter value", async () => {
    const response = await server.fetch("http://localhost/rest/v1/probe?name=eq.a%00b", {
      headers: { apikey: server.keys.serviceRoleKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "22021" });
  });

  it("changed no row", async () => {
    expect(await snapshotProbe()).toBe(snapshotBefore);
  });
});

describe("writes to a view", () => {
  it("never answer 5xx, whoever asks and whatever the body", async () => {
    const { accessToken } = await createTestUser(server, "view-fuzz");
    const keys = server.keys;
    const bearer = fc.constantFrom(keys.anonKey, accessToken, keys.serviceRoleKey);
    const body = fc.dictionary(
      fc.constantFrom("id", "slug", "display_name", "rating", "nope"),
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)),
    );
    const filter = fc.constantFrom("", "?slug=not.is.null", "?id=eq.x", "?rating=gt.1");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "PATCH", "DELETE"),
        bearer,
        body,
        filter,
        async (method, token, row, query) => {
          const response = await server.fetch(
            `http://localhost/rest/v1/provider_listings${query}`,
            {
              method,
              headers: {
                apikey: keys.anonKey,
                Authorization: `Bearer ${token}`,
                "Content-Type": "application/json",
              },
              body: method === "DELETE" ? undefined : JSON.stringify(row),
            },
          );
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
