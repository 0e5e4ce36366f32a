import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatorCode } from "../testing/authenticator.ts";
import {
  runServerToExit,
  type ServerProcess,
  startServerProcess,
} from "../testing/server-process.ts";

// DEMO_MODE=1 on the real server process: the banner's accounts sign in over HTTP with supabase-js
// and each sees its role's data; a restart on the same data directory adds nothing.
let dataDir: string;
let server: ServerProcess;

interface DemoBanner {
  password: string;
  emails: Record<string, string>;
  totpSecret: string;
}

function readDemoBanner(output: string): DemoBanner {
  const password = output.match(/^Demo accounts \(password for each: (\S+)\):$/m)?.[1] ?? "";
  const emails: Record<string, string> = {};
  for (const [, label, email] of output.matchAll(/^ {2}(\S.*?) {2,}(\S+@\S+)$/gm)) {
    emails[label!] = email!;
  }
  const totpSecret = output.match(/^ {2}platform admin authenticator secret: (\S+)$/m)?.[1] ?? "";
  return { password, emails, totpSecret };
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

async function rows<T>(request: PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const { data, error } = await request;
  expect(error).toBeNull();
  return data ?? [];
}

/** How many rows of each kind demo mode makes, read with the service_role key. */
async function countEverything(): Promise<Record<string, number | null>> {
  const service = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const tables = [
    "user_roles",
    "providers",
    "offerings",
    "availability_rules",
    "temples",
    "temple_events",
    "seva_programs",
    "bookings",
    "reviews",
    "donations",
    "payments",
  ];
  const counts: Record<string, number | null> = {};
  for (const table of tables) {
    const { count, error } = await service.from(table).select("*", { count: "exact", head: true });
    expect(error).toBeNull();
    counts[table] = count;
  }
  const { data } = await service.auth.admin.listUsers({ perPage: 1000 });
  counts.users = data.users.length;
  let factors = 0;
  for (const user of data.users) {
    const listed = await service.auth.admin.mfa.listFactors({ userId: user.id });
    factors += listed.data?.factors.length ?? 0;
  }
  counts.factors = factors;
  return counts;
}

// No sample content: what the accounts see is demo mode's alone.
const env = () => ({ DATA_DIR: dataDir, DEMO_MODE: "1", SEED_SAMPLE_CONTENT: "false" });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "setu-demo-"));
  server = await startServerProcess(env());
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("demo mode", { timeout: 120_000 }, () => {
  it("prints an account for each role, with one password and the admin's authenticator", () => {
    const banner = readDemoBanner(server.output());
    expect(banner.password).toMatch(/^\S{16,}$/);
    expect(Object.keys(banner.emails)).toEqual([
      "devotee",
      "guru (verified)",
      "pujari (verified)",
      "temple admin",
      "platform admin",
    ]);
    expect(banner.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(server.output()).toMatch(/^ {2}platform admin authenticator URL: otpauth:\/\/totp\//m);
  });

  it("signs the devotee in to their bookings in four states, a review and a paid donation with its receipt", async () => {
    const { password, emails } = readDemoBanner(server.output());
    const devotee = await signIn(emails.devotee!, password);
    const bookings = await rows<{ status: string; title: string }>(
      devotee.from("bookings").select("status, title"),
    );
    expect(bookings.map((booking) => booking.status).sort()).toEqual([
      "cancelled",
      "completed",
      "confirmed",
      "requested",
    ]);
    const reviews = await rows<{ rating: number }>(devotee.from("reviews").select("rating"));
    expect(reviews).toEqual([{ rating: 5 }]);
    const donations = await rows<{ status: string; receipt_number: string | null }>(
      devotee.from("donations").select("status, receipt_number"),
    );
    expect(donations).toEqual([{ status: "paid", receipt_number: expect.any(String) }]);
  });

  it("signs the guru and the pujari in to their verified profiles, offerings, hours and bookings", async () => {
    const { password, emails } = readDemoBanner(server.output());
    for (const [label, statuses] of [
      ["guru (verified)", ["completed", "confirmed"]],
      ["pujari (verified)", ["cancelled", "requested"]],
    ] as const) {
      const client = await signIn(emails[label]!, password);
      const { data: user } = await client.auth.getUser();
      const [provider] = await rows<{ id: string; verification_status: string }>(
        client.from("providers").select("id, verification_status").eq("user_id", user.user!.id),
      );
      expect(provider?.verification_status).toBe("verified");
      const offerings = await rows(
        client.from("offerings").select("id").eq("provider_id", provider!.id),
      );
      expect(offerings).toHaveLength(2);
      const hours = await rows(
        client.from("availability_rules").select("id").eq("provider_id", provider!.id),
      );
      expect(hours).toHaveLength(7);
      const bookings = await rows<{ status: string }>(
        client.from("bookings").select("status").eq("provider_id", provider!.id),
      );
      expect(bookings.map((booking) => booking.status).sort()).toEqual(statuses);
    }
  });

  it("signs the temple admin in to their verified temple, its poojas, event and donation", async () => {
    const { password, emails } = readDemoBanner(server.output());
    const admin = await signIn(emails["temple admin"]!, password);
    const [temple] = await rows<{ id: string; verification_status: string }>(
      admin.from("temples").select("id, verification_status").eq("slug", "demo-shri-ganesh-mandir"),
    );
    expect(temple?.verification_status).toBe("verified");
    const poojas = await rows<{ kind: string }>(
      admin.from("offerings").select("kind").eq("temple_id", temple!.id),
    );
    expect(poojas).toEqual([{ kind: "temple_pooja" }, { kind: "temple_pooja" }]);
    expect(
      await rows(admin.from("temple_events").select("id").eq("temple_id", temple!.id)),
    ).toHaveLength(1);
    const donations = await rows<{ amount_paise: number }>(
      admin.from("donations").select("amount_paise").eq("temple_id", temple!.id),
    );
    expect(donations).toEqual([{ amount_paise: 110_000 }]);
  });

  it("signs the platform admin in with the printed authenticator secret, reaching admin-only data", async () => {
    const { password, emails, totpSecret } = readDemoBanner(server.output());
    const admin = await signIn(emails["platform admin"]!, password);
    // Before the second step the admin-only rows stay hidden.
    expect(await rows(admin.from("reviews").select("id"))).toEqual([]);
    const { data: factors } = await admin.auth.mfa.listFactors();
    const factor = factors!.totp[0]!;
    // The code an authenticator app shows now: enrolment did not use it up.
    const code = authenticatorCode(totpSecret, new Date());
    const { error } = await admin.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(error).toBeNull();
    const { data: session } = await admin.auth.getSession();
    expect(session.session?.user.app_metadata).toMatchObject({ platform_admin: true });
    expect(await rows(admin.from("reviews").select("id"))).toHaveLength(1);
  });

  it("adds nothing on a restart, keeping the password and the authenticator", async () => {
    const before = await countEverything();
    const banner = readDemoBanner(server.output());
    await server.stop();
    server = await startServerProcess(env());
    expect(await countEverything()).toEqual(before);
    expect(before).toMatchObject({ users: 5, bookings: 4, reviews: 1, donations: 1, factors: 1 });
    expect(readDemoBanner(server.output())).toEqual(banner);
  });

  it("refuses to start in production", async () => {
    const result = await runServerToExit({ DEMO_MODE: "1", NODE_ENV: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "DEMO_MODE: not allowed when NODE_ENV=production (it creates demo accounts whose passwords are printed at start)",
    ]);
  });
});
