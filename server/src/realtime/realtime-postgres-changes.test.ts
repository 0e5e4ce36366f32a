import { beforeAll, describe, expect, it } from "vitest";
import { ownedTableSql } from "./testing/owned-table.ts";
import { inbox, quietPeriod, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// Postgres Changes reach a subscriber only when its row-level security lets it read the row.
const { server, signIn } = useRealtimeServer();

interface Change {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

beforeAll(async () => {
  await server().db.exec(
    ownedTableSql("realtime_notes", {
      columns: `title text not null, secret text not null default 'hidden',
        pinned boolean not null default false`,
      grants:
        "select (id, owner, title, pinned), insert (title, pinned), update (title, pinned), delete",
    }),
  );
});

describe("Postgres Changes", () => {
  it("delivers a user's own rows to that user only, without the columns the role may not read", async () => {
    const [owner, stranger] = [await signIn(), await signIn()];
    const ownerChanges = inbox<Change>();
    const strangerChanges = inbox<Change>();
    const ownerChannel = owner.client
      .channel("notes-owner")
      .on("postgres_changes", { event: "*", schema: "public", table: "realtime_notes" }, (change) =>
        ownerChanges.push(change as unknown as Change),
      );
    const strangerChannel = stranger.client
      .channel("notes-stranger")
      .on("postgres_changes", { event: "*", schema: "public", table: "realtime_notes" }, (change) =>
        strangerChanges.push(change as unknown as Change),
      );
    expect((await subscribed(ownerChannel)).status).toBe("SUBSCRIBED");
    expect((await subscribed(strangerChannel)).status).toBe("SUBSCRIBED");

    // Column grants keep `secret` from the role: the insert returns nothing, the change shows the rest.
    const inserted = await owner.client.from("realtime_notes").insert({ title: "Ekadashi vrat" });
    expect(inserted.error).toBeNull();
    const [insert] = await ownerChanges.next();
    expect(insert).toMatchObject({
      eventType: "INSERT",
      new: { owner: owner.userId, title: "Ekadashi vrat", pinned: false },
    });
    expect(insert!.new).not.toHaveProperty("secret");
    const id = insert!.new.id;
    expect(typeof id).toBe("number");

    await owner.client.from("realtime_notes").update({ pinned: true }).eq("id", id);
    const [, update] = await ownerChanges.next(2);
    expect(update).toMatchObject({ eventType: "UPDATE", new: { id, pinned: true }, old: { id } });

    await owner.client.from("realtime_notes").delete().eq("id", id);
    const [, , deletion] = await ownerChanges.next(3);
    // A delete carries the key only.
    expect(deletion).toMatchObject({ eventType: "DELETE", old: { id } });
    expect(deletion!.old).not.toHaveProperty("title");

    await quietPeriod();
    // The stranger saw no insert or update of another's note.
    expect(strangerChanges.items.filter((change) => change.eventType !== "DELETE")).toEqual([]);
  });

  it("applies the subscription's event and filter", async () => {
    const user = await signIn();
    const pinnedInserts = inbox<Change>();
    const channel = user.client
      .channel("notes-filtered")
      .on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "realtime_notes", filter: "pinned=eq.true" },
        (change) => pinnedInserts.push(change as unknown as Change),
      );
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    await user.client.from("realtime_notes").insert({ title: "plain" });
    await user.client.from("realtime_notes").insert({ title: "pinned", pinned: true });
    const [only] = await pinnedInserts.next();
    expect(only!.new).toMatchObject({ title: "pinned" });
    await user.client.from("realtime_notes").update({ title: "renamed" }).eq("title", "pinned");
    await quietPeriod();
    expect(pinnedInserts.items).toHaveLength(1);
  });

  it("refuses a table the role cannot read and a filter it cannot parse", async () => {
    const user = await signIn();
    const hidden = await subscribed(
      user.client
        .channel("notes-hidden")
        .on("postgres_changes", { event: "*", schema: "auth", table: "users" }, () => undefined),
    );
    expect(hidden.status).toBe("CHANNEL_ERROR");
    const badFilter = await subscribed(
      user.client
        .channel("notes-bad-filter")
        .on(
          "postgres_changes",
          { event: "*", schema: "public", table: "realtime_notes", filter: "pinned" },
          () => undefined,
        ),
    );
    expect(badFilter.status).toBe("CHANNEL_ERROR");
    expect(badFilter.error?.message).toMatch(/invalid filter/);
  });

  it("reaches an anonymous subscriber only for rows anon may read", async () => {
    const user = await signIn();
    const anon = server().createClient();
    const anonChanges = inbox<Change>();
    const channel = anon
      .channel("notes-anon")
      .on("postgres_changes", { event: "*", schema: "public", table: "realtime_notes" }, (change) =>
        anonChanges.push(change as unknown as Change),
      );
    // anon holds no grant on the table: the join is refused rather than silently empty.
    expect((await subscribed(channel)).status).toBe("CHANNEL_ERROR");
    await user.client.from("realtime_notes").insert({ title: "private" });
    await quietPeriod();
    expect(anonChanges.items).toEqual([]);
    await anon.removeAllChannels();
  });
});
