import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// Registering for temple events through supabase-js: real events count, examples refuse.
const { server, world } = usePlatformWorld();

async function readCount(eventId: string): Promise<number> {
  const { rows } = await server.db.query<{ registration_count: number }>(
    "select registration_count from public.temple_events where id = $1",
    [eventId],
  );
  return rows[0]!.registration_count;
}

describe("event_registrations", () => {
  it("a devotee registers for a real event and its count rises; cancelling lowers it", async () => {
    const before = await readCount(world.templeEventId);
    const insert = await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: world.templeEventId, user_id: world.devotee.id });
    expect(insert.error).toBeNull();
    expect(await readCount(world.templeEventId)).toBe(before + 1);
    const remove = await world.devotee.client
      .from("event_registrations")
      .delete()
      .eq("event_id", world.templeEventId)
      .eq("user_id", world.devotee.id);
    expect(remove.error).toBeNull();
    expect(await readCount(world.templeEventId)).toBe(before);
  });

  it("refuses a registration for an example event (42501), counting nothing", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.temple_events (temple_id, title, kind, starts_at, is_sample)
       values ($1, 'Example Utsav', 'festival', now() + interval '2 days', true) returning id`,
      [world.templeId],
    );
    const sampleId = rows[0]!.id;
    const reply = await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: sampleId, user_id: world.devotee.id });
    expect(reply).toMatchObject({ status: 403, error: { code: "42501" } });
    expect(await readCount(sampleId)).toBe(0);
  });
});
