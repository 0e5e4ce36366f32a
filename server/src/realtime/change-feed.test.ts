import { beforeAll, describe, expect, it } from "vitest";
import { ownedTableSql } from "./testing/owned-table.ts";
import {
  inbox,
  quietPeriod,
  type SignedIn,
  subscribed,
  useRealtimeServer,
} from "./testing/realtime-world.ts";

// The change feed loses nothing: not when the server's LISTEN connection is cut (PostgreSQL
// restarts, a network blip), nor when writers commit out of the order they took their feed ids.
// Both need concurrent connections, so these run on PostgreSQL.
const { server, signIn } = useRealtimeServer();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  await server().db.exec(
    ownedTableSql("realtime_diary", { columns: "entry text not null", grants: "select, insert" }),
  );
});

/** The user's inserts into the diary, as a channel named `name` receives them once joined. */
async function followDiary(user: SignedIn, name: string) {
  const changes = inbox<{ new: { entry: string } }>();
  const channel = user.client
    .channel(name)
    .on(
      "postgres_changes",
      { event: "INSERT", schema: "public", table: "realtime_diary" },
      (change) => changes.push(change as unknown as { new: { entry: string } }),
    );
  expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
  return changes;
}

describe.runIf(onPostgres)("a lost LISTEN connection", () => {
  it("delivers the changes committed while the server was not listening, once, in order", async () => {
    const user = await signIn();
    const changes = await followDiary(user, "diary");
    await user.client.from("realtime_diary").insert({ entry: "before" });
    await changes.next();

    const { rows } = await server().db.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
        where query = 'listen "realtime_change_feed"' and datname = current_database()`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const entry of ["while away 1", "while away 2"]) {
      expect((await user.client.from("realtime_diary").insert({ entry })).error).toBeNull();
    }
    await changes.next(3);
    await quietPeriod();
    expect(changes.items.map((change) => change.new.entry)).toEqual([
      "before",
      "while away 1",
      "while away 2",
    ]);
  }, 20_000);

  it("delivers a change whose id was taken before another's but committed after it", async () => {
    const user = await signIn();
    const changes = await followDiary(user, "diary-race");
    const fastCommitted = Promise.withResolvers<void>();
    const slow = server().db.transaction(async (tx) => {
      await tx.query("insert into public.realtime_diary (owner, entry) values ($1, 'slow')", [
        user.userId,
      ]);
      await fastCommitted.promise;
    });
    // Wait until the slow writer holds the smaller feed id, then commit a second change past it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await user.client.from("realtime_diary").insert({ entry: "fast" })).error).toBeNull();
    expect((await changes.next())[0]!.new.entry).toBe("fast");
    fastCommitted.resolve();
    await slow;
    await changes.next(2);
    await quietPeriod();
    expect(changes.items.map((change) => change.new.entry)).toEqual(["fast", "slow"]);
  }, 20_000);
});
