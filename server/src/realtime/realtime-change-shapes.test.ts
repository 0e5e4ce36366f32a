import { beforeAll, describe, expect, it } from "vitest";
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
  await server().db.exec(`
    create table public.realtime_full (
      id bigint generated always as identity primary key,
      owner uuid not null default auth.uid(),
      label text not null
    );
    alter table public.realtime_full replica identity full;
    create table public.realtime_keyless (owner uuid not null default auth.uid(), label text not null);
    alter table public.realtime_full enable row level security;
    alter table public.realtime_keyless enable row level security;
    grant select, insert, delete on public.realtime_full, public.realtime_keyless to authenticated;
    grant select on public.realtime_full, public.realtime_keyless to service_role;
    create policy "own rows" on public.realtime_full for all to authenticated
      using (owner = auth.uid()) with check (owner = auth.uid());
    create policy "own rows" on public.realtime_keyless for all to authenticated
      using (owner = auth.uid()) with check (owner = auth.uid());
    alter publication supabase_realtime add table public.realtime_full, public.realtime_keyless;
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
