import { describe, expect, it } from "vitest";
import { startLiveSession } from "./testing/live-session.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// A live session's viewer count comes from the people watching it in the app, its real start
// and end are kept, and its peak and total outlive it; through supabase-js.
const { server, world } = usePlatformWorld();

interface Counts {
  status: string;
  viewer_count: number;
  peak_viewer_count: number;
  total_viewer_count: number;
  started_at: string | null;
  ended_at: string | null;
}

async function counts(id: string): Promise<Counts> {
  const { data } = await world.anon
    .from("live_sessions")
    .select("status, viewer_count, peak_viewer_count, total_viewer_count, started_at, ended_at")
    .eq("id", id)
    .single();
  return data as Counts;
}

describe("watching a live session", () => {
  it("stamps the real start, counts each watcher once, and drops one who leaves", async () => {
    const before = Date.now();
    const id = await startLiveSession(world);
    const started = await counts(id);
    // Scheduled an hour ahead, it really started now.
    expect(Date.parse(started.started_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(started.started_at!)).toBeLessThan(before + 60_000);

    expect((await world.devotee.client.rpc("watch_live_session", { session_id: id })).data).toBe(1);
    expect((await world.other.client.rpc("watch_live_session", { session_id: id })).data).toBe(2);
    // The minute's heartbeat counts the same person once.
    expect((await world.devotee.client.rpc("watch_live_session", { session_id: id })).data).toBe(2);
    expect(await counts(id)).toMatchObject({
      viewer_count: 2,
      peak_viewer_count: 2,
      total_viewer_count: 2,
    });

    expect((await world.other.client.rpc("leave_live_session", { session_id: id })).data).toBe(1);
    expect(await counts(id)).toMatchObject({
      viewer_count: 1,
      peak_viewer_count: 2,
      total_viewer_count: 2,
    });
  });

  it("forgets a watcher not seen for two minutes at the next count", async () => {
    const id = await startLiveSession(world);
    await world.devotee.client.rpc("watch_live_session", { session_id: id });
    await server.db.query(
      `update public.live_session_viewers set last_seen_at = now() - interval '3 minutes'
        where session_id = $1`,
      [id],
    );
    expect((await world.other.client.rpc("watch_live_session", { session_id: id })).data).toBe(1);
  });

  it("ending keeps the peak and total and stamps the end; nobody watches an ended session", async () => {
    const id = await startLiveSession(world);
    await world.devotee.client.rpc("watch_live_session", { session_id: id });
    const ended = await world.guru.client.rpc("set_live_session_status", {
      session_id: id,
      status: "ended",
    });
    expect(ended.error).toBeNull();
    const after = await counts(id);
    expect(after).toMatchObject({
      status: "ended",
      viewer_count: 0,
      peak_viewer_count: 1,
      total_viewer_count: 1,
    });
    expect(after.ended_at).not.toBeNull();
    const late = await world.other.client.rpc("watch_live_session", { session_id: id });
    expect(late.error).toMatchObject({ code: "PT404", message: "This session is not live" });
  });

  it("needs a signed-in watcher, and nobody writes the viewers table directly", async () => {
    const id = await startLiveSession(world);
    const anon = await world.anon.rpc("watch_live_session", { session_id: id });
    expect(anon.error).not.toBeNull();
    const direct = await world.devotee.client
      .from("live_session_viewers")
      .insert({ session_id: id, user_id: world.devotee.id });
    expect(direct.error).not.toBeNull();
    const forged = await world.devotee.client
      .from("live_sessions")
      .update({ viewer_count: 100000 })
      .eq("id", id);
    expect(forged.error).not.toBeNull();
    expect((await counts(id)).viewer_count).toBe(0);
  });
});
