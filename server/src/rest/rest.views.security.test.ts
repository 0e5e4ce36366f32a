import { beforeAll, describe, expect, it } from "vitest";
import { appLoggingTo } from "../testing/app-logging-to.ts";
import { useTestServer } from "../testing/use-test-server.ts";
import { createTestUser } from "./testing/create-test-user.ts";

// Views are read-only to the API roles. A write to one used to answer 500 (55000, "cannot insert
// into view"), even anonymously: anyone could set off 5xx alerts. Now every write gets
// PostgREST's 42501 shape and the view's rows stay as they were.
const server = useTestServer();
let userToken = "";
let views: { name: string; column: string }[] = [];

beforeAll(async () => {
  userToken = (await createTestUser(server, "view-writer")).accessToken;
  // Every view in public, so views added by later migrations are covered too.
  const { rows } = await server.db.query<{ name: string; column: string }>(
    `select c.relname as name,
            (select a.attname from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
              order by a.attnum limit 1) as column
       from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
      order by c.relname`,
  );
  views = rows;
  // A view the service role may write but that cannot take a write; made before the schema
  // cache loads (on the first request) and after listing the app's views.
  await server.db.exec(
    `create view public.probe_view_totals as
       select relkind, count(*) as n from pg_class group by relkind;
     grant select, insert, update, delete on public.probe_view_totals to service_role;`,
  );
});

async function snapshot(): Promise<string> {
  const dumps: string[] = [];
  for (const { name } of views) {
    const { rows } = await server.db.query<{ dump: string | null }>(
      `select json_agg(v order by v::text)::text as dump from public."${name}" v`,
    );
    dumps.push(rows[0]?.dump ?? "[]");
  }
  return dumps.join("\n");
}

function write(method: string, view: { name: string; column: string }, token?: string) {
  const filter = method === "POST" ? "" : `?${view.column}=not.is.null`;
  return server.fetch(`http://localhost/rest/v1/${view.name}${filter}`, {
    method,
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token ?? server.keys.anonKey}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: method === "DELETE" ? undefined : JSON.stringify({ [view.column]: null }),
  });
}

describe("writes to public views", () => {
  it("finds the views", () => {
    expect(views.map((v) => v.name)).toContain("provider_listings");
  });

  it.each(["POST", "PATCH", "DELETE"])(
    "%s as anon → 401 42501, as a signed-in user → 403 42501; nothing changes",
    async (method) => {
      const before = await snapshot();
      for (const view of views) {
        const anon = await write(method, view);
        expect([view.name, anon.status]).toEqual([view.name, 401]);
        expect(anon.headers.get("WWW-Authenticate")).toBe("Bearer");
        expect(await anon.json()).toEqual({
          code: "42501",
          details: null,
          hint: null,
          message: `permission denied for view ${view.name}`,
        });

        const signedIn = await write(method, view, userToken);
        expect([view.name, signedIn.status]).toEqual([view.name, 403]);
        expect(await signedIn.json()).toMatchObject({ code: "42501" });
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it("answers 405, not 500, when the role holds the grant but the view cannot take the write", async () => {
    const response = await server.fetch("http://localhost/rest/v1/probe_view_totals", {
      method: "POST",
      headers: { apikey: server.keys.serviceRoleKey, "Content-Type": "application/json" },
      body: JSON.stringify({ relkind: "r" }),
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({
      code: "55000",
      message: 'cannot insert into view "probe_view_totals"',
    });
  });

  it("logs a refused view write below error level (no 5xx alert)", async () => {
    const levels: number[] = [];
    const app = appLoggingTo(server, (line) => {
      levels.push((JSON.parse(line) as { level: number }).level);
    });
    const response = await app.request("/rest/v1/provider_listings", {
      method: "POST",
      headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ slug: "x" }),
    });
    expect(response.status).toBe(401);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});
