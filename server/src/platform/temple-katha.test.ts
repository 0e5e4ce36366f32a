import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { useRivalTempleAdmin } from "./testing/rival-temple-admin.ts";
import { istAt, type PlatformUser } from "./testing/platform-world.ts";

// A katha series and its sessions, saved in one call through supabase-js.
const { server, world } = usePlatformWorld();
const rivalAdmin = useRivalTempleAdmin(server);

const sessions = [
  { starts_at: istAt(3, "18:00"), topic: "Bal Kand" },
  { starts_at: istAt(2, "18:00"), topic: "Ayodhya Kand" },
  { starts_at: istAt(4, "18:00"), topic: "Sundar Kand" },
];

function save(client: PlatformUser["client"], extra: Record<string, unknown> = {}) {
  return client
    .rpc("save_katha_series", {
      temple_id: world.templeId,
      title: "Ramcharitmanas Katha",
      speaker: "Pt. Vijay Shankar Mehta",
      sessions,
      ...extra,
    })
    .single<{ id: string; starts_at: string; kind: string; speaker: string }>();
}

async function sessionsOf(eventId: string) {
  const { data } = await world.anon
    .from("katha_sessions")
    .select("starts_at, topic")
    .eq("event_id", eventId)
    .order("starts_at");
  return data!.map((row: { topic: string }) => row.topic);
}

describe("save_katha_series", () => {
  it("creates the series starting with its first session; anyone reads the sessions in order", async () => {
    const { data, error } = await save(world.templeAdmin.client);
    expect(error).toBeNull();
    expect(data).toMatchObject({ kind: "katha_series", speaker: "Pt. Vijay Shankar Mehta" });
    expect(Date.parse(data!.starts_at)).toBe(Date.parse(istAt(2, "18:00")));
    expect(await sessionsOf(data!.id)).toEqual(["Ayodhya Kand", "Bal Kand", "Sundar Kand"]);
    const registration = await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: data!.id, user_id: world.devotee.id });
    expect(registration.error).toBeNull();
  });

  it("replaces the sessions when the series is edited", async () => {
    const { data: created } = await save(world.templeAdmin.client);
    const edited = await save(world.templeAdmin.client, {
      event_id: created!.id,
      sessions: [{ starts_at: istAt(5, "07:00"), topic: "Uttar Kand" }],
    });
    expect(edited.error).toBeNull();
    expect(await sessionsOf(created!.id)).toEqual(["Uttar Kand"]);
  });

  it("refuses another temple's admin, a past session, twin sessions and no speaker, saving nothing", async () => {
    const { count: before } = await server
      .createAdminClient()
      .from("katha_sessions")
      .select("*", { count: "exact", head: true });
    expect((await save(rivalAdmin.client)).error).toMatchObject({ code: "PT404" });
    const past = await save(world.templeAdmin.client, {
      sessions: [{ starts_at: istAt(-1, "18:00"), topic: "" }],
    });
    expect(past.error).toMatchObject({
      code: "22023",
      message: "Every session must be in the future",
    });
    const twins = await save(world.templeAdmin.client, {
      sessions: [sessions[0], sessions[0]],
    });
    expect(twins.error).toMatchObject({
      code: "22023",
      message: "Two sessions have the same date and time",
    });
    expect((await save(world.templeAdmin.client, { speaker: " " })).error?.code).toBe("22023");
    const { count: after } = await server
      .createAdminClient()
      .from("katha_sessions")
      .select("*", { count: "exact", head: true });
    expect(after).toBe(before);
  });
});
