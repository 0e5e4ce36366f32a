import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createTestUser, readRoleRows, type TestUser } from "../testing/create-test-user.ts";

// The three data calls of SPEC §7, made exactly as the web app makes them through supabase-js.
const server = useTestServer();
let user: TestUser;

beforeAll(async () => {
  user = await createTestUser(server, "devotee");
});

describe("user_roles through supabase-js", () => {
  it("inserts a primary role, then lists role and is_primary for the user", async () => {
    const inserted = await user.client
      .from("user_roles")
      .insert({ user_id: user.id, role: "devotee", is_primary: true });
    expect(inserted).toMatchObject({ error: null, data: null, status: 201 });

    const listed = await user.client
      .from("user_roles")
      .select("role, is_primary")
      .eq("user_id", user.id);
    expect(listed).toMatchObject({ error: null, status: 200 });
    expect(listed.data).toEqual([{ role: "devotee", is_primary: true }]);
  });

  it("finds one role of the user by user_id and role, and nothing for a role not held", async () => {
    const found = await user.client
      .from("user_roles")
      .select("role")
      .eq("user_id", user.id)
      .eq("role", "devotee");
    expect(found).toMatchObject({ error: null, data: [{ role: "devotee" }] });

    const missing = await user.client
      .from("user_roles")
      .select("role")
      .eq("user_id", user.id)
      .eq("role", "guru");
    expect(missing).toMatchObject({ error: null, data: [] });
  });

  it("a new primary role demotes the previous one in the same insert", async () => {
    const { error } = await user.client
      .from("user_roles")
      .insert({ user_id: user.id, role: "guru", is_primary: true });
    expect(error).toBeNull();
    expect(await readRoleRows(server, user.id)).toEqual([
      { role: "devotee", is_primary: false },
      { role: "guru", is_primary: true },
    ]);
  });

  it("adding a role the user already holds changes nothing and answers 409 23505", async () => {
    const again = await user.client
      .from("user_roles")
      .insert({ user_id: user.id, role: "devotee", is_primary: true });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      code: "23505",
      message: 'duplicate key value violates unique constraint "user_roles_user_id_role_key"',
    });
    expect(await readRoleRows(server, user.id)).toEqual([
      { role: "devotee", is_primary: false },
      { role: "guru", is_primary: true },
    ]);
  });

  it("an unknown role value is refused with Postgres's 22P02 and 400", async () => {
    const bad = await user.client
      .from("user_roles")
      .insert({ user_id: user.id, role: "priest", is_primary: false });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: "22P02",
      message: 'invalid input value for enum app_role: "priest"',
    });
  });

  it("the table disappears with its user (on delete cascade)", async () => {
    const other = await createTestUser(server, "leaving");
    await other.client.from("user_roles").insert({ user_id: other.id, role: "pujari" });
    expect(await readRoleRows(server, other.id)).toHaveLength(1);
    await server.db.query("delete from auth.users where id = $1", [other.id]);
    expect(await readRoleRows(server, other.id)).toEqual([]);
  });
});
