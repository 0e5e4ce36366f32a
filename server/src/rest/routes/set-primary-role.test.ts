import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createTestUser, readRoleRows, type TestUser } from "../testing/create-test-user.ts";

// public.set_primary_role (supabase/migrations/*_switch_primary_role.sql) through supabase-js rpc:
// a user switches between roles they hold; nobody else's rows and no role they lack.
const server = useTestServer();
let a: TestUser;
let b: TestUser;
let anon: SupabaseClient;

beforeAll(async () => {
  a = await createTestUser(server, "a");
  b = await createTestUser(server, "b");
  anon = server.createClient();
});

beforeEach(async () => {
  await server.db.query("delete from public.user_roles where user_id in ($1, $2)", [a.id, b.id]);
  await server.db.query(
    `insert into public.user_roles (user_id, role, is_primary)
     values ($1, 'devotee', true), ($1, 'guru', false), ($2, 'temple_admin', true)`,
    [a.id, b.id],
  );
});

const A_START = [
  { role: "devotee", is_primary: true },
  { role: "guru", is_primary: false },
];
const B_START = [{ role: "temple_admin", is_primary: true }];

describe("set_primary_role", () => {
  it("makes a role the user holds primary and the previous one not: 204", async () => {
    expect(await a.client.rpc("set_primary_role", { role: "guru" })).toMatchObject({
      status: 204,
      error: null,
    });
    expect(await readRoleRows(server, a.id)).toEqual([
      { role: "devotee", is_primary: false },
      { role: "guru", is_primary: true },
    ]);
    expect(await readRoleRows(server, b.id)).toEqual(B_START);

    await a.client.rpc("set_primary_role", { role: "devotee" });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });

  it("choosing the role that is already primary changes nothing: 204", async () => {
    expect(await a.client.rpc("set_primary_role", { role: "devotee" })).toMatchObject({
      status: 204,
      error: null,
    });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });

  it("refuses a role the user does not hold (another user's included): 400 22023", async () => {
    expect(await a.client.rpc("set_primary_role", { role: "temple_admin" })).toMatchObject({
      status: 400,
      error: {
        code: "22023",
        message: "You do not hold the temple_admin role",
        details: '{"code" : "role.not_held", "role" : "temple_admin"}',
        hint: "Add the role first (insert it into user_roles).",
      },
    });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
    expect(await readRoleRows(server, b.id)).toEqual(B_START);
  });

  it("refuses a value that is not a role: 400 22P02", async () => {
    const reply = await a.client.rpc("set_primary_role", { role: "admin" });
    expect(reply).toMatchObject({ status: 400, error: { code: "22P02" } });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });

  it("anon may not call it: 401 42501", async () => {
    expect(await anon.rpc("set_primary_role", { role: "guru" })).toMatchObject({
      status: 401,
      error: { code: "42501", message: "permission denied for function set_primary_role" },
    });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });

  it("without a user (service_role) it says so: 403 42501", async () => {
    const reply = await server.createAdminClient().rpc("set_primary_role", { role: "guru" });
    expect(reply).toMatchObject({
      status: 403,
      error: { code: "42501", message: "No user logged in" },
    });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });

  it("users still may not update user_roles directly: 403", async () => {
    const reply = await a.client.from("user_roles").update({ is_primary: true }).eq("role", "guru");
    expect(reply).toMatchObject({ status: 403, error: { code: "42501" } });
    expect(await readRoleRows(server, a.id)).toEqual(A_START);
  });
});
