import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database.ts";
import { actAsUser, raceTransactions, refusalOr } from "../testing/racing-transactions.ts";
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
    await actAsUser(tx, viewerId);
    await tx.query("select id from public.post_live_chat_message($1::uuid, $2)", [sessionId, body]);
    return "posted";
  }

  it("lets the first through and paces the second with live_chat.too_fast", async () => {
    const race = await raceTransactions(
      db,
      (tx) => postAs(tx, "First"),
      (tx) => postAs(tx, "Second"),
      "the second message",
    );
    expect(await race.first).toBe("posted");
    expect(await refusalOr(race.second, "posted")).toBe("live_chat.too_fast");
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.live_chat_messages where session_id = $1",
      [sessionId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
