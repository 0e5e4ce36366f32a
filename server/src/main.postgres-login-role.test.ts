import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./testing/server-process.ts";
import { withPgClient } from "./testing/test-database.ts";

// The README's PostgreSQL set-up: the API roles exist already, and the server logs in as a plain
// member of them (no admin option, not a superuser) that owns its database. Migrations must apply
// and the server must start; granting the roles again used to stop start-up with "must have admin
// option on role anon". Part of the PostgreSQL pass (`TEST_DATABASE_URL`).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("start-up as a non-superuser login granted the API roles", () => {
  const name = `setu_login_${randomBytes(5).toString("hex")}`;
  let loginUrl = "";
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await withPgClient(adminUrl!, async (admin) => {
      // What a Supabase project, or a superuser following the README, has already made.
      await admin.query(`do $$ begin
        if not exists (select from pg_roles where rolname = 'anon') then
          create role anon nologin noinherit; end if;
        if not exists (select from pg_roles where rolname = 'authenticated') then
          create role authenticated nologin noinherit; end if;
        if not exists (select from pg_roles where rolname = 'service_role') then
          create role service_role nologin noinherit bypassrls; end if;
      end $$`);
      await admin.query(`create role ${name} login password 'login-password'`);
      await admin.query(`grant anon, authenticated, service_role to ${name}`);
      await admin.query(`create database ${name} owner ${name}`);
    });
    const url = new URL(adminUrl!);
    url.username = name;
    url.password = "login-password";
    url.pathname = `/${name}`;
    loginUrl = url.toString();
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    await withPgClient(adminUrl!, async (admin) => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${name}`);
    });
  });

  it("the login holds the roles without admin option and is no superuser", async () => {
    const { rows } = await withPgClient(adminUrl!, (admin) =>
      admin.query<{ rolsuper: boolean; admin_option: boolean }>(
        `select r.rolsuper, bool_or(m.admin_option) as admin_option
           from pg_roles r join pg_auth_members m on m.member = r.oid
          where r.rolname = $1 group by r.rolsuper`,
        [name],
      ),
    );
    expect(rows).toEqual([{ rolsuper: false, admin_option: false }]);
  });

  it("applies every migration, starts, and answers as the API roles", async () => {
    server = await startServerProcess({ DATABASE_URL: loginUrl });
    const listings = await fetch(`${server.url}/rest/v1/provider_listings?select=id&limit=1`, {
      headers: { apikey: server.anonKey },
    });
    expect(listings.status).toBe(200);
    const health = await fetch(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const { rows } = await withPgClient(loginUrl, (login) =>
      login.query<{ n: number }>("select count(*)::int as n from setu_meta.applied_migrations"),
    );
    expect(rows[0]?.n).toBeGreaterThan(30);
  }, 120_000);
});
