import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createTestUser, type TestUser } from "../testing/create-test-user.ts";

// Who may do what on user_roles: user A, user B, anon and service_role × select, insert, update,
// delete. Every case checks the reply and then the rows the table really holds.
const server = useTestServer();
let a: TestUser;
let b: TestUser;
let anon: SupabaseClient;
let admin: SupabaseClient;

const PERMISSION_DENIED = {
  code: "42501",
  message: "permission denied for table user_roles",
  details: null,
  hint: null,
};

async function readAllRows(): Promise<string[]> {
  const { rows } = await server.db.query<{ row: string }>(
    `select u.email || ':' || r.role || ':' || r.is_primary as row
       from public.user_roles r join auth.users u on u.id = r.user_id
      where u.id in ($1, $2) order by 1`,
    [a.id, b.id],
  );
  return rows.map((r) => r.row.replace(/-[0-9a-f]{8}@example\.test/, ""));
}

beforeAll(async () => {
  a = await createTestUser(server, "a");
  b = await createTestUser(server, "b");
  anon = server.createClient();
  admin = server.createAdminClient();
  await server.db.query(
    "insert into public.user_roles (user_id, role, is_primary) values ($1, 'devotee', true), ($2, 'guru', true)",
    [a.id, b.id],
  );
});

const START = ["a:devotee:true", "b:guru:true"];

describe("select", () => {
  it("user A sees only A's rows, even when asking for B's", async () => {
    expect(await a.client.from("user_roles").select("role")).toMatchObject({
      data: [{ role: "devotee" }],
      error: null,
    });
    expect(await a.client.from("user_roles").select("role").eq("user_id", b.id)).toMatchObject({
      data: [],
      error: null,
    });
  });

  it("user B sees only B's rows", async () => {
    const { data } = await b.client.from("user_roles").select("user_id, role");
    expect(data).toEqual([{ user_id: b.id, role: "guru" }]);
  });

  it("anon is refused with 401 and WWW-Authenticate", async () => {
    const reply = await anon.from("user_roles").select("role");
    expect(reply).toMatchObject({ status: 401, data: null, error: PERMISSION_DENIED });
    const raw = await server.fetch("http://localhost/rest/v1/user_roles?select=role", {
      headers: { apikey: server.keys.anonKey },
    });
    expect(raw.headers.get("www-authenticate")).toBe("Bearer");
    expect(raw.headers.get("proxy-status")).toBe("PostgREST; error=42501");
  });

  it("service_role sees every user's rows", async () => {
    const { data } = await admin
      .from("user_roles")
      .select("role")
      .in("user_id", [a.id, b.id])
      .order("role");
    expect(data).toEqual([{ role: "devotee" }, { role: "guru" }]);
    expect(await readAllRows()).toEqual(START);
  });
});

describe("insert", () => {
  it("user A cannot add a role to B: 403, nothing written", async () => {
    const reply = await a.client.from("user_roles").insert({ user_id: b.id, role: "pujari" });
    expect(reply.status).toBe(403);
    expect(reply.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "user_roles"',
    });
    expect(await readAllRows()).toEqual(START);
  });

  it("anon cannot insert: 401, nothing written", async () => {
    const reply = await anon.from("user_roles").insert({ user_id: a.id, role: "pujari" });
    expect(reply).toMatchObject({ status: 401, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(START);
  });

  it("user B adds a role to themselves and gets it back with .select()", async () => {
    const reply = await b.client
      .from("user_roles")
      .insert({ user_id: b.id, role: "pujari" })
      .select("role, is_primary")
      .single();
    expect(reply).toMatchObject({ status: 201, error: null });
    expect(reply.data).toEqual({ role: "pujari", is_primary: false });
    expect(await readAllRows()).toEqual([...START, "b:pujari:false"]);
  });

  it("service_role adds a role to A", async () => {
    const reply = await admin.from("user_roles").insert({ user_id: a.id, role: "temple_admin" });
    expect(reply).toMatchObject({ status: 201, error: null });
    expect(await readAllRows()).toEqual([
      "a:devotee:true",
      "a:temple_admin:false",
      "b:guru:true",
      "b:pujari:false",
    ]);
  });
});

describe("update", () => {
  const before = ["a:devotee:true", "a:temple_admin:false", "b:guru:true", "b:pujari:false"];

  it("user A cannot update even their own rows: 403", async () => {
    const reply = await a.client
      .from("user_roles")
      .update({ is_primary: false })
      .eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 403, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("user B cannot update A's rows: 403", async () => {
    const reply = await b.client.from("user_roles").update({ role: "guru" }).eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 403, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("anon cannot update: 401", async () => {
    const reply = await anon.from("user_roles").update({ is_primary: false }).eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 401, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("service_role updates: 204, row changed", async () => {
    const reply = await admin
      .from("user_roles")
      .update({ is_primary: false })
      .eq("user_id", b.id)
      .eq("role", "guru");
    expect(reply).toMatchObject({ status: 204, error: null, data: null });
    expect(await readAllRows()).toEqual([
      "a:devotee:true",
      "a:temple_admin:false",
      "b:guru:false",
      "b:pujari:false",
    ]);
  });
});

describe("delete", () => {
  const before = ["a:devotee:true", "a:temple_admin:false", "b:guru:false", "b:pujari:false"];

  it("user A cannot delete their own rows: 403", async () => {
    const reply = await a.client.from("user_roles").delete().eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 403, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("user B cannot delete A's rows: 403", async () => {
    const reply = await b.client.from("user_roles").delete().eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 403, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("anon cannot delete: 401", async () => {
    const reply = await anon.from("user_roles").delete().eq("user_id", a.id);
    expect(reply).toMatchObject({ status: 401, error: PERMISSION_DENIED });
    expect(await readAllRows()).toEqual(before);
  });

  it("service_role deletes with a filter and gets the rows back", async () => {
    const reply = await admin
      .from("user_roles")
      .delete()
      .eq("user_id", a.id)
      .eq("role", "temple_admin")
      .select("role");
    expect(reply).toMatchObject({ status: 200, error: null, data: [{ role: "temple_admin" }] });
    expect(await readAllRows()).toEqual(["a:devotee:true", "b:guru:false", "b:pujari:false"]);
  });

  it("service_role may not delete without a filter (pg-safeupdate): 400 21000", async () => {
    const reply = await admin.from("user_roles").delete();
    expect(reply).toMatchObject({
      status: 400,
      error: { code: "21000", message: "DELETE requires a WHERE clause" },
    });
    expect(await readAllRows()).toEqual(["a:devotee:true", "b:guru:false", "b:pujari:false"]);
  });
});
