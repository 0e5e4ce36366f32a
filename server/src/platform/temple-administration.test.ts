import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { useRivalTempleAdmin } from "./testing/rival-temple-admin.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import type { PlatformUser } from "./testing/platform-world.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// What a temple's administrators do from /temple-admin, through supabase-js: every rpc is refused
// to devotees and to another temple's admins, and changes nothing for them.
const { server, world } = usePlatformWorld();
const rivalAdmin = useRivalTempleAdmin(server);

beforeAll(async () => {
  await rivalAdmin.client.from("temples").insert({
    slug: `rival-${randomUUID().slice(0, 8)}`,
    name: "Rival",
    created_by: rivalAdmin.id,
  });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function newEvent(title: string): Promise<string> {
  const { data, error } = await world.templeAdmin.client
    .from("temple_events")
    .insert({ temple_id: world.templeId, title, kind: "festival", starts_at: inDays(5) })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

describe("the temple profile", () => {
  it("keeps a verified temple's slug, while a pending temple's admin may change it", async () => {
    const verified = await world.templeAdmin.client
      .from("temples")
      .update({ slug: `renamed-${randomUUID().slice(0, 8)}` })
      .eq("id", world.templeId);
    expect(verified.error).toMatchObject({
      code: "22023",
      message: "A verified temple keeps its link",
    });
    const pendingSlug = `still-new-${randomUUID().slice(0, 8)}`;
    const pending = await world.templeAdmin.client
      .from("temples")
      .update({ slug: pendingSlug, address: "Ghat Road 4", map_url: "https://maps.example/x" })
      .eq("id", world.pendingTempleId)
      .select("slug, address, map_url")
      .single();
    expect(pending.data).toEqual({
      slug: pendingSlug,
      address: "Ghat Road 4",
      map_url: "https://maps.example/x",
    });
  });

  it("refuses a map link that is not https", async () => {
    const reply = await world.templeAdmin.client
      .from("temples")
      .update({ map_url: "javascript:alert(1)" })
      .eq("id", world.pendingTempleId);
    expect(reply.error?.code).toBe("23514");
  });

  it("sends a declined temple for verification again, and only a declined one", async () => {
    const pendingNow = await world.templeAdmin.client.rpc("request_temple_verification", {
      temple_id: world.pendingTempleId,
    });
    expect(pendingNow.error).toMatchObject({ code: "PT409" });
    await server.db.query(
      "update public.temples set verification_status = 'rejected', rejection_reason = 'Blurry photo' where id = $1",
      [world.pendingTempleId],
    );
    const rival = await rivalAdmin.client.rpc("request_temple_verification", {
      temple_id: world.pendingTempleId,
    });
    expect(rival.error).toMatchObject({ code: "PT404" });
    const again = await world.templeAdmin.client
      .rpc("request_temple_verification", { temple_id: world.pendingTempleId })
      .single<{ verification_status: string; rejection_reason: string | null }>();
    expect(again.data).toMatchObject({ verification_status: "pending", rejection_reason: null });
  });
});

describe("events", () => {
  it("a cancelled event leaves the public list, takes no registrations and tells who registered", async () => {
    const eventId = await newEvent("Kartik Deepotsav");
    await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: eventId, user_id: world.devotee.id });
    const cancel = await world.templeAdmin.client
      .from("temple_events")
      .update({ cancelled_at: new Date().toISOString() })
      .eq("id", eventId);
    expect(cancel.error).toBeNull();

    const publicRead = await world.anon.from("temple_events").select("id").eq("id", eventId);
    expect(publicRead.data).toEqual([]);
    const adminRead = await world.templeAdmin.client
      .from("temple_events")
      .select("cancelled_at")
      .eq("id", eventId)
      .single();
    expect(adminRead.data?.cancelled_at).not.toBeNull();
    const late = await world.other.client
      .from("event_registrations")
      .insert({ event_id: eventId, user_id: world.other.id });
    expect(late.error?.code).toBe("42501");
    const notes = await notificationsOf(world.devotee, "event_cancelled", "kind, title, params");
    expect(notes).toContainEqual({
      kind: "event_cancelled",
      title: "Cancelled: Kartik Deepotsav",
      params: { event: "Kartik Deepotsav" },
    });
  });

  it("another temple's admin can neither cancel nor feature the event", async () => {
    const eventId = await newEvent("Ram Navami");
    const cancel = await rivalAdmin.client
      .from("temple_events")
      .update({ cancelled_at: new Date().toISOString() })
      .eq("id", eventId)
      .select("id");
    expect(cancel.data).toEqual([]);
    const feature = await rivalAdmin.client.rpc("feature_temple_event", {
      event_id: eventId,
      until: inDays(3),
    });
    expect(feature.error).toMatchObject({ code: "PT404" });
  });

  it("features an event for up to 30 days from now", async () => {
    const eventId = await newEvent("Janmashtami");
    const tooLong = await world.templeAdmin.client.rpc("feature_temple_event", {
      event_id: eventId,
      until: inDays(31),
    });
    expect(tooLong.error).toMatchObject({ code: "22023" });
    const past = await world.templeAdmin.client.rpc("feature_temple_event", {
      event_id: eventId,
      until: inDays(-1),
    });
    expect(past.error).toMatchObject({ code: "22023" });
    const until = inDays(7);
    const ok = await world.templeAdmin.client
      .rpc("feature_temple_event", { event_id: eventId, until })
      .single<{ featured_until: string }>();
    expect(Date.parse(ok.data!.featured_until)).toBe(Date.parse(until));
  });

  it("lists an event's registrations, with names and seats, to the temple's admins only", async () => {
    const eventId = await newEvent("Guru Purnima");
    await server.db.query("update public.profiles set display_name = 'Asha Devi' where id = $1", [
      world.devotee.id,
    ]);
    await world.devotee.client
      .from("event_registrations")
      .insert({ event_id: eventId, user_id: world.devotee.id, seats: 2 });
    const admin = await world.templeAdmin.client.rpc("list_event_registrations", {
      event_id: eventId,
    });
    expect(admin.data).toEqual([
      expect.objectContaining({ user_id: world.devotee.id, display_name: "Asha Devi", seats: 2 }),
    ]);
    for (const client of [rivalAdmin.client, world.devotee.client]) {
      const denied = await client.rpc("list_event_registrations", { event_id: eventId });
      expect(denied.error).toMatchObject({ code: "PT404" });
    }
    const anon = await world.anon.rpc("list_event_registrations", { event_id: eventId });
    expect(anon.error).not.toBeNull();
  });
});

describe("seva programs", () => {
  it("promotes a program for a bounded period, only by its temple's admins", async () => {
    const until = inDays(10);
    const ok = await world.templeAdmin.client
      .rpc("promote_seva_program", { program_id: world.sevaProgramId, until })
      .single<{ promoted_until: string }>();
    expect(Date.parse(ok.data!.promoted_until)).toBe(Date.parse(until));
    const rival = await rivalAdmin.client.rpc("promote_seva_program", {
      program_id: world.sevaProgramId,
      until: null,
    });
    expect(rival.error).toMatchObject({ code: "PT404" });
    const tooLong = await world.templeAdmin.client.rpc("promote_seva_program", {
      program_id: world.sevaProgramId,
      until: inDays(45),
    });
    expect(tooLong.error).toMatchObject({ code: "22023" });
  });

  it("totals a temple's donations by program and month (paid ones in the month paid), paid apart from pledged", async () => {
    const pledge = (amount: number) =>
      world.devotee.client
        .rpc("record_donation", { seva_program_id: world.sevaProgramId, amount_paise: amount })
        .single<{ id: string }>();
    const paid = await pledge(50_000);
    await pledge(20_000);
    // Pledged 40 days ago, paid today: this month's money.
    const late = await pledge(10_000);
    await server.db.query(
      "update public.donations set created_at = now() - interval '40 days' where id = $1",
      [late.data!.id],
    );
    await server.db.query(
      "update public.donations set status = 'paid', paid_at = now() where id = any($1)",
      [[paid.data!.id, late.data!.id]],
    );
    const { data } = await world.templeAdmin.client.rpc("temple_donation_totals", {
      temple_id: world.templeId,
    });
    expect(data).toEqual([
      expect.objectContaining({
        seva_program_id: world.sevaProgramId,
        program_title: "Annadanam",
        paid_paise: 60_000,
        paid_count: 2,
        pledged_paise: 20_000,
        pledged_count: 1,
      }),
    ]);
    const rival = await rivalAdmin.client.rpc("temple_donation_totals", {
      temple_id: world.templeId,
    });
    expect(rival.error).toMatchObject({ code: "PT404" });
  });
});

describe("followers and announcements", () => {
  let runJobs: () => Promise<unknown>;

  beforeAll(async () => {
    const runner = createTestJobRunner(server);
    runJobs = () => runner.runDueJobs(new Date(Date.now() + 1000));
    for (const user of [world.devotee, world.other]) {
      const follow = await user.client
        .from("follows")
        .insert({ user_id: user.id, temple_id: world.templeId });
      expect(follow.error).toBeNull();
    }
  });

  it("shows the temple's admins their followers' names and dates, nothing more", async () => {
    const { data } = await world.templeAdmin.client.rpc("list_temple_followers", {
      temple_id: world.templeId,
    });
    expect(data).toHaveLength(2);
    expect(Object.keys(data![0]).sort()).toEqual(["display_name", "followed_at"]);
    expect(data!.map((row: { display_name: string }) => row.display_name)).toContain("Asha Devi");
    const denied = await rivalAdmin.client.rpc("list_temple_followers", {
      temple_id: world.templeId,
    });
    expect(denied.error).toMatchObject({ code: "PT404" });
  });

  it("notifies every follower in the app and by e-mail, three times a day at most", async () => {
    const send = (title: string) =>
      world.templeAdmin.client
        .rpc("send_temple_announcement", {
          temple_id: world.templeId,
          title,
          body: "Darshan hours are extended on Sunday.",
          link: "/explore",
        })
        .single<{ recipient_count: number }>();

    const devotee = await send("Extended darshan");
    expect(devotee.data?.recipient_count).toBe(2);
    const notes = await notificationsOf(world.other, "temple_announcement", "title, body");
    expect(notes).toEqual([
      { title: "Extended darshan", body: "Darshan hours are extended on Sunday." },
    ]);
    await runJobs();
    const mail = await listOutboxMessages(server.db, { recipient: world.other.email, limit: 10 });
    expect(mail.map((message) => message.subject)).toContain("Shiv Mandir: Extended darshan");

    const denied = await rivalAdmin.client.rpc("send_temple_announcement", {
      temple_id: world.templeId,
      title: "Spam",
      body: "Spam",
    });
    expect(denied.error).toMatchObject({ code: "PT404" });

    await send("Second");
    await send("Third");
    const fourth = await send("Fourth");
    expect(fourth.error).toMatchObject({
      code: "PT429",
      message: "Your followers have had 3 notifications in the last 24 hours",
    });
    expect(fourth.status).toBe(429);
    const { rows } = await server.db.query(
      "select 1 from public.temple_announcements where temple_id = $1",
      [world.templeId],
    );
    expect(rows).toHaveLength(3);
  });
});

describe("going live", () => {
  const goLive = (client: PlatformUser["client"], templeId: string, streamUrl: string | null) =>
    client
      .rpc("go_live_now", {
        temple_id: templeId,
        title: "Sandhya Aarti",
        kind: "aarti",
        stream_url: streamUrl,
      })
      .single<{ id: string; status: string; stream_url: string }>();

  it("streams now with its link, shows on the public list of a verified temple, and ends", async () => {
    const live = await goLive(world.templeAdmin.client, world.templeId, "https://youtu.be/live1");
    expect(live.data).toMatchObject({ status: "live", stream_url: "https://youtu.be/live1" });
    const listed = await world.anon
      .from("live_sessions")
      .select("title, temples(name)")
      .eq("id", live.data!.id)
      .single();
    expect(listed.data).toEqual({ title: "Sandhya Aarti", temples: { name: "Shiv Mandir" } });

    const twice = await goLive(world.templeAdmin.client, world.templeId, "https://youtu.be/live2");
    expect(twice.error).toMatchObject({ code: "PT409" });

    const ended = await world.templeAdmin.client.rpc("set_live_session_status", {
      session_id: live.data!.id,
      status: "ended",
    });
    expect(ended.error).toBeNull();
  });

  it("keeps a pending temple's stream off the public list", async () => {
    const live = await goLive(
      world.templeAdmin.client,
      world.pendingTempleId,
      "https://x.example/s",
    );
    expect(live.error).toBeNull();
    const listed = await world.anon.from("live_sessions").select("id").eq("id", live.data!.id);
    expect(listed.data).toEqual([]);
  });

  it("refuses another temple's admin, a missing link and a link that is not https", async () => {
    const rival = await goLive(rivalAdmin.client, world.templeId, "https://youtu.be/x");
    expect(rival.error).toMatchObject({ code: "PT404" });
    const missing = await goLive(world.templeAdmin.client, world.templeId, null);
    expect(missing.error).toMatchObject({ code: "22023" });
    const plain = await goLive(world.templeAdmin.client, world.templeId, "http://youtu.be/x");
    expect(plain.error).toMatchObject({ code: "23514" });
  });
});
