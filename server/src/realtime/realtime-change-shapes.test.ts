import { beforeAll, describe, expect, it } from "vitest";
import { ownedTableSql } from "./testing/owned-table.ts";
import { inbox, quietPeriod, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// What a change carries depends on its table: every table of a schema with `table: "*"`, the
// whole old row of a delete with replica identity full, and no row-level check without a key.
const { server, signIn, clients } = useRealtimeServer();

interface Change {
  table: string;
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

beforeAll(async () => {
  const labelled = { columns: "label text not null", grants: "select, insert, delete" };
  await server().db.exec(`
    ${ownedTableSql("realtime_full", labelled)}
    alter table public.realtime_full replica identity full;
    ${ownedTableSql("realtime_keyless", { ...labelled, keyed: false })}
    grant select on public.realtime_full, public.realtime_keyless to service_role;
  `);
});

describe("Postgres Changes by table", () => {
  it("follows every table of a schema, and sends a deleted row whole with replica identity full", async () => {
    const user = await signIn();
    const changes = inbox<Change>();
    const channel = user.client
      .channel("all-tables")
      .on("postgres_changes", { event: "*", schema: "public" }, (change) =>
        changes.push(change as unknown as Change),
      );
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    await user.client.from("realtime_keyless").insert({ label: "keyless" });
    await user.client.from("realtime_full").insert({ label: "full" });
    const [insert] = await changes.next();
    expect(insert).toMatchObject({ table: "realtime_full", eventType: "INSERT" });

    await user.client.from("realtime_full").delete().eq("label", "full");
    const [, deletion] = await changes.next(2);
    expect(deletion).toMatchObject({
      table: "realtime_full",
      eventType: "DELETE",
      old: { id: insert!.new.id, owner: user.userId, label: "full" },
    });
    await quietPeriod();
    // Without a primary key no row can be checked against the user's policies: none is sent.
    expect(changes.items.map((change) => change.table)).toEqual(["realtime_full", "realtime_full"]);
  });

  it("sends the changes of a table without a primary key to service_role only", async () => {
    const user = await signIn();
    const admin = server().createAdminClient();
    clients.push(admin);
    const [userChanges, adminChanges] = [inbox<Change>(), inbox<Change>()];
    const binding = { event: "INSERT", schema: "public", table: "realtime_keyless" } as const;
    const userChannel = user.client
      .channel("keyless-user")
      .on("postgres_changes", binding, (change) => userChanges.push(change as unknown as Change));
    const adminChannel = admin
      .channel("keyless-admin")
      .on("postgres_changes", binding, (change) => adminChanges.push(change as unknown as Change));
    expect((await subscribed(userChannel)).status).toBe("SUBSCRIBED");
    expect((await subscribed(adminChannel)).status).toBe("SUBSCRIBED");
    await user.client.from("realtime_keyless").insert({ label: "mine" });
    expect((await adminChanges.next())[0]!.new).toMatchObject({
      label: "mine",
      owner: user.userId,
    });
    await quietPeriod();
    expect(userChanges.items).toEqual([]);
  });
});
