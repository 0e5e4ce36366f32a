import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationSources } from "../db/migration-sources.ts";
import { applyMigrations } from "../db/migrator.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";
import { acquireDataDirLock } from "../lib/data-dir-lock.ts";
import { useTestServer } from "../testing/use-test-server.ts";
import {
  AdminCommandError,
  decideVerification,
  grantPlatformAdmin,
  removeFactors,
  setVerification,
} from "./admin-commands.ts";
import { enrolVerifiedFactor, uniqueEmail } from "../auth/auth-test-helpers.ts";
import { createPlatformUser } from "./testing/platform-world.ts";

// The operator commands: the service functions on the test database, then `npm run admin` as a
// process on a PGlite data directory of its own, as an operator runs it beside `npm start`.
const server = useTestServer();

describe("grantPlatformAdmin", () => {
  it("sets app_metadata.platform_admin, which the next token carries into set_verification_status", async () => {
    const user = await createPlatformUser(server, "operator");
    const line = await grantPlatformAdmin(server.db, user.email.toUpperCase());
    expect(line).toBe(
      `${user.email} is now a platform administrator (from their next sign-in or token refresh).`,
    );
    const { rows } = await server.db.query<{ meta: Record<string, unknown> }>(
      "select raw_app_meta_data as meta from auth.users where id = $1",
      [user.id],
    );
    expect(rows[0]!.meta).toMatchObject({ platform_admin: true });
  });

  it("says so when no user has the e-mail", async () => {
    await expect(grantPlatformAdmin(server.db, "nobody@example.test")).rejects.toThrow(
      new AdminCommandError("No user has the e-mail nobody@example.test."),
    );
  });
});

describe("setVerification", () => {
  it("verifies a provider and rejects a temple with a reason", async () => {
    const guru = await createPlatformUser(server, "cli-guru", { roles: ["guru"] });
    await server.db.query(
      "insert into public.providers (user_id, kind, slug, display_name) values ($1, 'guru', 'cli-guru', 'G')",
      [guru.id],
    );
    await server.db.query("insert into public.temples (slug, name) values ('cli-mandir', 'M')");
    expect(await setVerification(server.db, "cli-guru", "verified")).toBe(
      "Verified provider cli-guru: it is now listed publicly.",
    );
    expect(await setVerification(server.db, "cli-mandir", "rejected", "Blurred photo")).toBe(
      "Rejected temple cli-mandir: Blurred photo",
    );
    const { rows } = await server.db.query<{ status: string }>(
      `select verification_status::text as status from public.providers where slug = 'cli-guru'
       union all select verification_status || ':' || rejection_reason from public.temples where slug = 'cli-mandir'`,
    );
    expect(rows.map((row) => row.status)).toEqual(["verified", "rejected:Blurred photo"]);
  });

  it("refuses an unknown slug, a slug both kinds use, and a rejection without a reason", async () => {
    await expect(setVerification(server.db, "no-such", "verified")).rejects.toThrow(
      "No provider or temple has the slug no-such.",
    );
    const twin = await createPlatformUser(server, "twin", { roles: ["pujari"] });
    await server.db.query(
      "insert into public.providers (user_id, kind, slug, display_name) values ($1, 'pujari', 'twin', 'T')",
      [twin.id],
    );
    await server.db.query("insert into public.temples (slug, name) values ('twin', 'T')");
    await expect(setVerification(server.db, "twin", "verified")).rejects.toThrow(
      "Both a provider and a temple have the slug twin.",
    );
    await expect(setVerification(server.db, "cli-mandir", "rejected", " ")).rejects.toThrow(
      "Give a reason for the rejection",
    );
  });
});

describe("decideVerification", () => {
  it("suspends a verified provider with a reason and reinstates it, audited with no actor", async () => {
    expect(await decideVerification(server.db, "cli-guru", "suspend", "Reported by devotees")).toBe(
      "Suspended provider cli-guru: hidden from devotees until reinstated.",
    );
    const anon = server.createClient();
    const listed = async () =>
      (await anon.from("providers").select("slug").eq("slug", "cli-guru")).data?.length;
    expect(await listed()).toBe(0);
    expect(await decideVerification(server.db, "cli-guru", "reinstate")).toBe(
      "Reinstated provider cli-guru: it is listed publicly again.",
    );
    expect(await listed()).toBe(1);
    const { rows } = await server.db.query<{ action: string; actor_id: string | null }>(
      `select a.action, a.actor_id from public.verification_audit a
         join public.providers p on p.id = a.provider_id
        where p.slug = 'cli-guru' order by a.id`,
    );
    expect(rows).toEqual([
      { action: "approved", actor_id: null },
      { action: "suspended", actor_id: null },
      { action: "reinstated", actor_id: null },
    ]);
  });

  it("says why a decision does not apply", async () => {
    await expect(decideVerification(server.db, "cli-guru", "reinstate")).rejects.toThrow(
      new AdminCommandError("Cannot reinstate this provider: it is verified"),
    );
    await expect(decideVerification(server.db, "cli-guru", "suspend")).rejects.toThrow(
      "Give a reason for the suspension",
    );
  });
});

describe("removeFactors", () => {
  it("removes every authenticator of a user who lost their phone, signs them out everywhere and audits it", async () => {
    const email = uniqueEmail("lost-phone");
    const admin = server.createAdminClient();
    await admin.auth.admin.createUser({ email, password: "correct horse", email_confirm: true });
    const client = server.createClient();
    await client.auth.signInWithPassword({ email, password: "correct horse" });
    await enrolVerifiedFactor(server, client);
    const spare = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Spare" });
    expect(spare.error).toBeNull();
    const reason = "identity check done: video call, Aadhaar shown";

    await expect(removeFactors(server.db, email, "ok")).rejects.toThrow(AdminCommandError);
    await expect(removeFactors(server.db, "nobody@example.test", reason)).rejects.toThrow(
      "No user has the e-mail nobody@example.test.",
    );
    expect(await removeFactors(server.db, email.toUpperCase(), reason)).toBe(
      `Removed 2 authenticator(s) of ${email} and signed them out of 1 session(s). They can sign in and set up two-factor sign-in again.`,
    );
    const { rows } = await server.db.query<{ id: string }>(
      "select id from auth.users where email = $1",
      [email],
    );
    const userId = rows[0]!.id;
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    const left = await server.db.query(
      `select (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select count(*)::int from auth.refresh_tokens where user_id = $1) as tokens`,
      [userId],
    );
    expect(left.rows).toEqual([{ sessions: 0, tokens: 0 }]);
    expect((await client.auth.refreshSession()).error).not.toBeNull();
    const audit = await server.db.query(
      "select action, subject_kind, subject_name, actor_id, note from public.admin_audit where subject_id = $1",
      [userId],
    );
    expect(audit.rows).toEqual([
      {
        action: "factors_removed",
        subject_kind: "user",
        subject_name: email,
        actor_id: null,
        note: reason,
      },
    ]);
    // They sign in again with their password, at aal1, with no factor to ask for.
    const again = server.createClient();
    expect(
      (await again.auth.signInWithPassword({ email, password: "correct horse" })).error,
    ).toBeNull();
    const { data: aal } = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });
});

describe("npm run admin", () => {
  const script = fileURLToPath(new URL("../scripts/admin.ts", import.meta.url));
  let dataDir: string;

  function runAdmin(...args: string[]) {
    return promisify(execFile)(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "setu-admin-"));
    const db = await openPgliteDatabase(join(dataDir, "pgdata"));
    await applyMigrations(db, migrationSources);
    await db.query("insert into public.temples (slug, name) values ('ghat-mandir', 'Ghat Mandir')");
    await db.close();
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("verifies a temple in the server's data directory and prints one line", async () => {
    const result = await runAdmin("verify", "ghat-mandir");
    expect(result).toMatchObject({
      code: 0,
      stdout: "Verified temple ghat-mandir: it is now listed publicly.\n",
    });
  }, 120_000);

  it("suspends and reinstates a temple", async () => {
    expect(await runAdmin("suspend", "ghat-mandir", "Fake", "donation", "drive")).toMatchObject({
      code: 0,
      stdout: "Suspended temple ghat-mandir: hidden from devotees until reinstated.\n",
    });
    expect(await runAdmin("reinstate", "ghat-mandir")).toMatchObject({
      code: 0,
      stdout: "Reinstated temple ghat-mandir: it is listed publicly again.\n",
    });
  }, 120_000);

  it("prints the usage for an unknown command", async () => {
    const result = await runAdmin("promote", "someone");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("npm run admin -- grant <email>");
  }, 120_000);

  it("refuses clearly while a running server holds the data directory", async () => {
    const release = await acquireDataDirLock(dataDir);
    const result = await runAdmin("verify", "ghat-mandir");
    await release();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "Another Bhakti Setu server is already using the data directory",
    );
  });
});
