import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// Scheduling, going live with a stream link and the link's shape, through supabase-js.
const { server, world } = usePlatformWorld();

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function scheduleSession(startsAt = inHours(2)) {
  const { data, error } = await world.guru.client
    .from("live_sessions")
    .insert({
      provider_id: world.providerId,
      title: "Gita Satsang",
      kind: "katha",
      starts_at: startsAt,
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function readSession(id: string) {
  const { rows } = await server.db.query<{ status: string; stream_url: string | null }>(
    "select status::text, stream_url from public.live_sessions where id = $1",
    [id],
  );
  return rows[0]!;
}

describe("going live with a stream link", () => {
  it("sets the session live with its link in one call, and ending it keeps the link", async () => {
    const id = await scheduleSession();
    const link = "https://www.youtube.com/live/abc123?si=x";
    const live = await world.guru.client
      .rpc("set_live_session_status", { session_id: id, status: "live", stream_url: link })
      .single();
    expect(live).toMatchObject({ error: null, data: { status: "live", stream_url: link } });
    const ended = await world.guru.client
      .rpc("set_live_session_status", { session_id: id, status: "ended" })
      .single();
    expect(ended.data).toMatchObject({ status: "ended", stream_url: link });
  });

  it("refuses a link that is not an https URL (23514) and leaves the session scheduled", async () => {
    const id = await scheduleSession();
    for (const link of [
      "http://example.com/live",
      "https://",
      "https://exa mple.com",
      "javascript:x",
    ]) {
      const reply = await world.guru.client.rpc("set_live_session_status", {
        session_id: id,
        status: "live",
        stream_url: link,
      });
      expect(reply, link).toMatchObject({ status: 400, error: { code: "23514" } });
    }
    expect(await readSession(id)).toEqual({ status: "scheduled", stream_url: null });
  });

  it("refuses a link with a status other than live (22023)", async () => {
    const id = await scheduleSession();
    const reply = await world.guru.client.rpc("set_live_session_status", {
      session_id: id,
      status: "cancelled",
      stream_url: "https://example.com/live",
    });
    expect(reply).toMatchObject({
      status: 400,
      error: { code: "22023", message: "A stream link is given only when going live" },
    });
    expect(await readSession(id)).toEqual({ status: "scheduled", stream_url: null });
  });
});

describe("a start time in the past", () => {
  it("is refused when a host schedules a session (22023), and nothing is written", async () => {
    const before = await server.db.query("select 1 from public.live_sessions");
    const reply = await world.guru.client.from("live_sessions").insert({
      provider_id: world.providerId,
      title: "Yesterday's Katha",
      kind: "katha",
      starts_at: inHours(-1),
    });
    expect(reply).toMatchObject({
      status: 400,
      error: { code: "22023", message: "This date and time has already passed" },
    });
    const after = await server.db.query("select 1 from public.live_sessions");
    expect(after.rows).toHaveLength(before.rows.length);
  });

  it("is refused when a host moves a session into the past; other edits still work", async () => {
    const id = await scheduleSession();
    const moved = await world.guru.client
      .from("live_sessions")
      .update({ starts_at: inHours(-3) })
      .eq("id", id);
    expect(moved).toMatchObject({ status: 400, error: { code: "22023" } });
    const renamed = await world.guru.client
      .from("live_sessions")
      .update({ title: "Gita Satsang, Chapter 12" })
      .eq("id", id)
      .select("title")
      .single();
    expect(renamed).toMatchObject({ error: null, data: { title: "Gita Satsang, Chapter 12" } });
  });

  it("may be recorded by the operator (service role)", async () => {
    const reply = await world.service.from("live_sessions").insert({
      provider_id: world.providerId,
      title: "Archived Aarti",
      kind: "aarti",
      starts_at: inHours(-24),
    });
    expect(reply.error).toBeNull();
  });
});
