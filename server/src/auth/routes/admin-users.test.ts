import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createEmailUser, uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer();

describe("admin users", () => {
  it("creates a confirmed user with app_metadata, gets it, and it can sign in", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail();
    const { data, error } = await admin.createUser({
      email,
      password: "correct horse",
      email_confirm: true,
      user_metadata: { full_name: "Gopal" },
      app_metadata: { roles: ["pujari"] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: "email", providers: ["email"], roles: ["pujari"] },
      user_metadata: { full_name: "Gopal", email_verified: true },
    });
    const fetched = await admin.getUserById(data.user?.id ?? "");
    expect(fetched.data.user?.id).toBe(data.user?.id);
    const signIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    expect(signIn.data.user?.app_metadata).toMatchObject({ roles: ["pujari"] });
  });

  it("takes a custom id and refuses a duplicate or address-less user", async () => {
    const admin = server.createAdminClient().auth.admin;
    const id = randomUUID();
    const email = uniqueEmail();
    const { data } = await admin.createUser({ id, email } as never);
    expect(data.user?.id).toBe(id);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const duplicate = await admin.createUser({ email });
    expect(duplicate.error).toMatchObject({ code: "email_exists", status: 422 });
    const none = await admin.createUser({ password: "x" });
    expect(none.error).toMatchObject({
      code: "validation_failed",
      message: "Cannot create a user without either an email or phone",
    });
  });

  it("lists users newest first with pagination headers", async () => {
    const admin = server.createAdminClient().auth.admin;
    for (let i = 0; i < 3; i += 1) {
      server.clock.advance(1);
      await admin.createUser({ email: uniqueEmail("page") });
    }
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!("total" in data)) throw new Error("no pagination in the answer");
    expect(data.users).toHaveLength(2);
    expect(data.aud).toBe("authenticated");
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    expect(data.lastPage).toBe(Math.ceil(data.total / 2));
    const [first, second] = data.users;
    expect(Date.parse(first?.created_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(second?.created_at ?? ""),
    );
    const bad = await server.fetch("http://localhost/auth/v1/admin/users?page=-1", {
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
  });

  it("filters the list by e-mail or full name", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail("findme");
    await admin.createUser({ email, user_metadata: { full_name: "Radha Krishnan" } });
    const byEmail = await server.fetch(
      `http://localhost/auth/v1/admin/users?filter=${email.slice(0, 14)}`,
      {
        headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
      },
    );
    expect(
      ((await byEmail.json()) as { users: { email: string }[] }).users.map((user) => user.email),
    ).toEqual([email]);
    const byName = await server.fetch("http://localhost/auth/v1/admin/users?filter=radha%20krish", {
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(byName.headers.get("x-total-count")).toBe("1");
  });

  it("sorts by created_at in either direction and refuses other sorts", async () => {
    const list = (sort: string) =>
      server.fetch(
        `http://localhost/auth/v1/admin/users?per_page=1000&sort=${encodeURIComponent(sort)}`,
        {
          headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
        },
      );
    const times = async (sort: string) =>
      ((await (await list(sort)).json()) as { users: { created_at: string }[] }).users.map((user) =>
        Date.parse(user.created_at),
      );
    const ascending = await times("created_at asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await times("created_at desc");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect((await list("email asc")).status).toBe(400);
  });

  it("updates metadata, confirms, bans and unbans", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail();
    const { data } = await admin.createUser({
      email,
      password: "correct horse",
      app_metadata: { a: 1 },
    });
    const id = data.user?.id ?? "";
    const updated = await admin.updateUserById(id, {
      email_confirm: true,
      app_metadata: { roles: ["guru"], a: null },
      user_metadata: { full_name: "Lakshmi" },
    });
    expect(updated.data.user?.app_metadata).toEqual({
      provider: "email",
      providers: ["email"],
      roles: ["guru"],
    });
    expect(updated.data.user?.email_confirmed_at).toBeTruthy();
    const banned = await admin.updateUserById(id, { ban_duration: "2h" });
    expect(Date.parse(banned.data.user?.banned_until ?? "")).toBe(
      server.clock.now().getTime() + 7_200_000,
    );
    const refused = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    expect(refused.error?.code).toBe("user_banned");
    await admin.updateUserById(id, { ban_duration: "none" });
    const allowed = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    expect(allowed.error).toBeNull();
    const badBan = await admin.updateUserById(id, { ban_duration: "forever" });
    expect(badBan.error).toMatchObject({ code: "validation_failed", status: 400 });
  });

  it("changing a password as admin ends every session", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail();
    const { data } = await admin.createUser({
      email,
      password: "correct horse",
      email_confirm: true,
    });
    const signIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    await admin.updateUserById(data.user?.id ?? "", { password: "battery staple" });
    const { error } = await server.createClient().auth.getUser(signIn.data.session?.access_token);
    expect(error?.name).toBe("AuthSessionMissingError");
  });

  it("deletes a user, hard or soft, and answers unknown and malformed ids", async () => {
    const admin = server.createAdminClient().auth.admin;
    const hard = await admin.createUser({ email: uniqueEmail() });
    expect((await admin.deleteUser(hard.data.user?.id ?? "")).error).toBeNull();
    const gone = await admin.getUserById(hard.data.user?.id ?? "");
    expect(gone.error).toMatchObject({
      code: "user_not_found",
      status: 404,
      message: "User not found",
    });
    const softEmail = uniqueEmail();
    const soft = await admin.createUser({ email: softEmail });
    expect((await admin.deleteUser(soft.data.user?.id ?? "", true)).error).toBeNull();
    const kept = await admin.getUserById(soft.data.user?.id ?? "");
    expect(kept.data.user?.deleted_at).toBeTruthy();
    expect((await admin.createUser({ email: softEmail })).error).toBeNull();
    const malformed = await server.fetch("http://localhost/auth/v1/admin/users/not-a-uuid", {
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}` },
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({
      code: 404,
      error_code: "validation_failed",
      msg: "user_id must be an UUID",
    });
  });

  it("signs a user out by their JWT (admin sign-out)", async () => {
    const email = await createEmailUser(server, "correct horse");
    const { data } = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    const { error } = await server
      .createAdminClient()
      .auth.admin.signOut(data.session?.access_token ?? "", "global");
    expect(error).toBeNull();
    const after = await server
      .createClient()
      .auth.refreshSession({ refresh_token: data.session?.refresh_token ?? "" });
    expect(after.error?.code).toBe("refresh_token_not_found");
  });
});
