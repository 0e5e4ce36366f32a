import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import { openTestDatabase } from "../testing/test-database.ts";

// One viewer sends two chat messages at the same moment: the second post_live_chat_message waits
// on the first's lock of the author's profile, then sees the first message and is paced.
// PostgreSQL only: PGlite runs one transaction at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two chat messages from one viewer at once", () => {
  let db: Database;
  let sessionId: string;
  let viewerId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    const { rows } = await db.query<{ session: string; viewer: string }>(
      `with g as (insert into auth.users (id, email) values (gen_random_uuid(), 'chat-race-guru@example.test')
                  returning id),
            p as (insert into public.providers (user_id, kind, slug, display_name, verification_status)
                  select g.id, 'guru', 'chat-race-guru', 'Race Guru', 'verified' from g returning id),
            s as (insert into public.live_sessions (provider_id, title, kind, starts_at, status)
                  select p.id, 'Race Aarti', 'aarti', now(), 'live' from p returning id),
            v as (insert into auth.users (id, email) values (gen_random_uuid(), 'chat-race-viewer@example.test')
                  returning id)
       select s.id as session, v.id as viewer from s, v`,
    );
    sessionId = rows[0]!.session;
    viewerId = rows[0]!.viewer;
  }, 120_000);
  afterAll(() => db.close());

  async function postAs(tx: Queryable, body: string) {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: viewerId, role: "authenticated" }),
    ]);
    await tx.query("set local role authenticated");
    return tx.query("select id from public.post_live_chat_message($1::uuid, $2)", [
      sessionId,
      body,
    ]);
  }

  async function someoneWaitsOnALock() {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("the second message never waited for the first");
  }

  it("lets the first through and paces the second with live_chat.too_fast", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posted!: () => void;
    const firstPosted = new Promise<void>((resolve) => (posted = resolve));
    const first = db.transaction(async (tx) => {
      await postAs(tx, "First");
      posted();
      await released;
      return "posted";
    });
    await firstPosted;
    const second = db
      .transaction((tx) => postAs(tx, "Second"))
      .then(
        () => "posted",
        (error: unknown) => JSON.parse(readPostgresError(error)?.detail ?? "{}").code as string,
      );
    await someoneWaitsOnALock();
    release();
    expect(await first).toBe("posted");
    expect(await second).toBe("live_chat.too_fast");
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.live_chat_messages where session_id = $1",
      [sessionId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
