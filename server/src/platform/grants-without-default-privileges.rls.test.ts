import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeSnapshotDifferences, readCatalogSnapshot } from "../db/catalog-snapshot.ts";
import type { Database } from "../db/database.ts";
import { migrationSources } from "../db/migration-sources.ts";
import { applyMigrations } from "../db/migrator.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { HOSTED_DEFAULT_PRIVILEGES, NO_DEFAULT_PRIVILEGES } from "../testing/default-privileges.ts";
import { openScratchDatabase, openTestDatabase } from "../testing/test-database.ts";
import { createPlatformWorld, istAt, type PlatformWorld } from "./testing/platform-world.ts";
import { DENIED, DENIED_ANON, describeRlsCases, type RlsCase, rows } from "./testing/rls-cases.ts";
import { insertStartedBooking } from "./testing/started-booking.ts";

// A hosted project's default privileges differ from ours (Supabase's grant everything on new
// objects in public to the API roles; an owner may narrow them), so the app's migrations grant
// every privilege by name. Here they run on a database whose default privileges grant nothing to
// anyone, not even execute on functions to public, and on one whose default privileges grant all
// as a hosted project's do: both must end with the privileges of a database built the usual way.
// On the first, the API roles must still do their work: one allow and one deny per role for the
// main tables, and the booking and verification functions called as the roles that use them.

/** The server's migrations (the auth and storage schemas Supabase provides), `defaults`, then the app's. */
async function migrateWith(db: Database, defaults: string): Promise<void> {
  await applyMigrations(
    db,
    migrationSources.filter((source) => source.name === "server"),
  );
  await db.exec(defaults);
  await applyMigrations(db, migrationSources);
}

function openDatabaseWith(defaults: string): Promise<Database> {
  return openScratchDatabase((db) => migrateWith(db, defaults));
}

/** What `db` holds that a database built the usual way does not, or holds differently. */
async function differencesFromUsual(db: Database, label: string): Promise<string[]> {
  const usual = await openTestDatabase();
  try {
    const [expected, actual] = await Promise.all([
      readCatalogSnapshot(usual),
      readCatalogSnapshot(db),
    ]);
    return describeSnapshotDifferences(expected, actual, { expected: "usual", actual: label });
  } finally {
    await usual.close();
  }
}

let db: Database;
let server: TestServer;
let w: PlatformWorld;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openDatabaseWith(NO_DEFAULT_PRIVILEGES);
  server = await createTestServer({ db });
  w = await createPlatformWorld(server);
  ids.past = await insertStartedBooking(server, w);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe("privileges", () => {
  it("are those of the usual database when default privileges grant nothing", async () => {
    const differences = await differencesFromUsual(db, "none ");
    expect(
      differences,
      `${differences.length} objects rely on default privileges:\n\n${differences.join("\n\n")}`,
    ).toEqual([]);
  });

  it("are those of the usual database when default privileges grant all, as hosted", async () => {
    const hosted = await openDatabaseWith(HOSTED_DEFAULT_PRIVILEGES);
    try {
      const differences = await differencesFromUsual(hosted, "all  ");
      expect(
        differences,
        `${differences.length} objects keep what default privileges gave:\n\n${differences.join("\n\n")}`,
      ).toEqual([]);
    } finally {
      await hosted.close();
    }
    // It migrates a second database from nothing: half a minute on PGlite when the machine is busy.
  }, 120_000);
});

describe("functions the API roles call", () => {
  const permissionDenied = { code: "42501", message: expect.stringMatching(/^permission denied/) };

  it("available_slots answers anon and a signed-in devotee", async () => {
    const window = {
      provider_id: w.providerId,
      range_start: istAt(2, "00:00"),
      range_end: istAt(3, "00:00"),
      duration_minutes: 60,
    };
    for (const client of [w.anon, w.devotee.client]) {
      const { data, error } = await client.rpc("available_slots", window);
      expect(error).toBeNull();
      expect((data as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it("book_offering books for a devotee and refuses anon", async () => {
    const args = { offering_id: w.consultationId, starts_at: istAt(2, "10:00") };
    const anon = await w.anon.rpc("book_offering", args);
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject(permissionDenied);
    const booked = await w.devotee.client.rpc("book_offering", args).single();
    expect(booked.error).toBeNull();
    ids.requested = (booked.data as { id: string }).id;
  });

  it("respond_to_booking lets the provider accept and refuses anon", async () => {
    const args = { booking_id: ids.requested!, accept: true };
    const anon = await w.anon.rpc("respond_to_booking", args);
    expect(anon.error).toMatchObject(permissionDenied);
    const answer = await w.guru.client.rpc("respond_to_booking", args).single();
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ status: "confirmed" });
  });

  it("cancel_booking lets the devotee cancel and refuses anon", async () => {
    const args = { booking_id: ids.requested!, reason: "Travelling" };
    const anon = await w.anon.rpc("cancel_booking", args);
    expect(anon.error).toMatchObject(permissionDenied);
    const cancelled = await w.devotee.client.rpc("cancel_booking", args).single();
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: "cancelled" });
  });

  it("complete_booking lets the provider complete a past booking and refuses anon", async () => {
    const args = { booking_id: ids.past! };
    const anon = await w.anon.rpc("complete_booking", args);
    expect(anon.error).toMatchObject(permissionDenied);
    const completed = await w.guru.client.rpc("complete_booking", args).single();
    expect(completed.error).toBeNull();
    expect(completed.data).toMatchObject({ status: "completed" });
  });

  it("set_verification_status answers a platform admin and the service role, not anon", async () => {
    const { rows: pending } = await server.db.query<{ slug: string }>(
      "select slug from public.providers where id = $1",
      [w.pendingProviderId],
    );
    const args = (status: string) => ({
      kind: "provider",
      slug: pending[0]!.slug,
      status,
      reason: status === "rejected" ? "Photo unclear" : null,
    });
    const anon = await w.anon.rpc("set_verification_status", args("verified"));
    expect(anon.error).toMatchObject(permissionDenied);
    const byService = await w.service.rpc("set_verification_status", args("rejected"));
    expect(byService.error).toBeNull();
    const byAdmin = await w.platformAdmin.client.rpc("set_verification_status", args("verified"));
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toMatchObject({ status: "verified" });
  });
});

const tables: Record<string, RlsCase[]> = {
  profiles: [
    {
      actor: "devotee",
      does: "reads their own profile",
      run: (api) => api.from("profiles").select("display_name").eq("id", w.devotee.id),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "reads no profile",
      run: (api) => api.from("profiles").select("id"),
      expect: DENIED_ANON,
    },
  ],
  providers: [
    {
      actor: "anon",
      does: "reads a verified provider",
      run: (api) => api.from("providers").select("slug").eq("id", w.providerId),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "edits their bio",
      run: (api) =>
        api.from("providers").update({ bio: "Kashi trained" }).eq("id", w.providerId).select("id"),
      expect: rows(1),
    },
    {
      actor: "provider",
      does: "cannot touch their rating",
      run: (api) => api.from("providers").update({ rating: 5 }).eq("id", w.providerId),
      expect: DENIED,
    },
  ],
  temples: [
    {
      actor: "anon",
      does: "reads a verified temple",
      run: (api) => api.from("temples").select("name").eq("id", w.templeId),
      expect: rows(1),
    },
    {
      actor: "templeAdmin",
      does: "edits their temple",
      run: (api) =>
        api
          .from("temples")
          .update({ description: "On the ghats" })
          .eq("id", w.templeId)
          .select("id"),
      expect: rows(1),
    },
    {
      actor: "other",
      does: "cannot register a temple without the role",
      run: (api) =>
        api.from("temples").insert({ slug: "other-mandir", name: "M", created_by: w.other.id }),
      expect: DENIED,
    },
  ],
  offerings: [
    {
      actor: "anon",
      does: "reads a verified provider's offering",
      run: (api) => api.from("offerings").select("title").eq("id", w.consultationId),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "cannot add an offering",
      run: (api) => api.from("offerings").insert({ provider_id: w.providerId, title: "x" }),
      expect: DENIED_ANON,
    },
  ],
  bookings: [
    {
      actor: "devotee",
      does: "reads their bookings",
      run: (api) => api.from("bookings").select("id").eq("devotee_id", w.devotee.id),
      expect: rows(2),
    },
    {
      actor: "provider",
      does: "reads the bookings addressed to them",
      run: (api) => api.from("bookings").select("id").eq("provider_id", w.providerId),
      expect: rows(2),
    },
    {
      actor: "other",
      does: "sees nobody else's bookings",
      run: (api) => api.from("bookings").select("id"),
      expect: rows(0),
    },
    {
      actor: "devotee",
      does: "cannot insert a booking directly",
      run: (api) => api.from("bookings").insert({ offering_id: w.consultationId }),
      expect: DENIED,
    },
    {
      actor: "anon",
      does: "reads no bookings",
      run: (api) => api.from("bookings").select("id"),
      expect: DENIED_ANON,
    },
    {
      actor: "service",
      does: "reads every booking",
      run: (api) => api.from("bookings").select("id").eq("provider_id", w.providerId),
      expect: rows(2),
    },
  ],
  booking_events: [
    {
      actor: "devotee",
      does: "reads their booking's timeline",
      run: (api) => api.from("booking_events").select("id").eq("booking_id", ids.requested!),
      expect: rows(3),
    },
    {
      actor: "other",
      does: "reads no one else's timeline",
      run: (api) => api.from("booking_events").select("id").eq("booking_id", ids.requested!),
      expect: rows(0),
    },
  ],
  notifications: [
    {
      actor: "provider",
      does: "reads the notice of a new booking",
      run: (api) => api.from("notifications").select("id").eq("user_id", w.guru.id).limit(1),
      expect: rows(1),
    },
    {
      actor: "anon",
      does: "reads no notifications",
      run: (api) => api.from("notifications").select("id"),
      expect: DENIED_ANON,
    },
  ],
  jobs: [
    {
      actor: "service",
      does: "queues a job",
      run: (api) => api.from("jobs").insert({ kind: "live.reminder" }).select("id"),
      expect: rows(1),
    },
    {
      actor: "devotee",
      does: "cannot queue a job",
      run: (api) => api.from("jobs").insert({ kind: "live.reminder" }),
      expect: DENIED,
    },
  ],
};

describeRlsCases(tables, () => w);
