import { randomUUID } from "node:crypto";
import type { PostgrestError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import type { PlatformUser } from "./testing/platform-world.ts";
import { startLiveSession } from "./testing/live-session.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";

// Live chat through supabase-js: who may write, read, remove, mute and report, each refusal by its
// code, and the broadcasts the Realtime channel live:<session> carries.
const { server, world } = usePlatformWorld();

function post(user: PlatformUser, sessionId: string, body: string) {
  return user.client
    .rpc("post_live_chat_message", { session_id: sessionId, body })
    .single<{ id: string; user_id: string; author_name: string; body: string }>();
}

/** Lets the author write again at once: their last message is moved past the two-second pace. */
/** `by` asks to mute `user` in the session's chat (only its host may). */
function mute(by: PlatformUser, sessionId: string, user: PlatformUser) {
  return by.client.rpc("mute_live_chat_user", { session_id: sessionId, user_id: user.id });
}

async function allowNextPost(user: PlatformUser): Promise<void> {
  await server.db.query(
    `update public.live_chat_messages set created_at = created_at - interval '3 seconds'
      where user_id = $1`,
    [user.id],
  );
}

function refusalCode(error: PostgrestError | null): string | undefined {
  return error?.details ? (JSON.parse(error.details) as { code: string }).code : undefined;
}

async function anonReads(sessionId: string): Promise<string[]> {
  const { data, error } = await world.anon
    .from("live_chat_messages")
    .select("id, author_name, body, created_at")
    .eq("session_id", sessionId)
    .order("created_at", { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return data.map((row) => row.body as string);
}

async function broadcasts(sessionId: string) {
  const { rows } = await server.db.query<{ event: string; payload: Record<string, unknown> }>(
    `select event, payload from realtime.messages
      where topic = $1 and extension = 'broadcast' and private order by inserted_at`,
    [`live:${sessionId}`],
  );
  return rows;
}

describe("writing in a live chat", () => {
  it("posts a trimmed message under the author's name, read by anyone and broadcast to the channel", async () => {
    const id = await startLiveSession(world);
    const { data, error } = await post(world.devotee, id, "  Jai Shri Ram  ");
    expect(error).toBeNull();
    expect(data).toMatchObject({
      body: "Jai Shri Ram",
      author_name: "devotee",
      user_id: world.devotee.id,
    });
    expect(await anonReads(id)).toEqual(["Jai Shri Ram"]);
    const sent = await broadcasts(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: "chat",
      payload: { id: data!.id, session_id: id, author_name: "devotee", body: "Jai Shri Ram" },
    });
    // Everyone on the channel gets the payload, so it names nobody's account.
    expect(sent[0]!.payload).not.toHaveProperty("user_id");
  });

  it("shows anonymous viewers no author's account, and signed-in viewers the author's id", async () => {
    const id = await startLiveSession(world);
    await post(world.devotee, id, "Har Har Mahadev");
    const anon = await world.anon.from("live_chat_messages").select("user_id").eq("session_id", id);
    expect(anon.error).not.toBeNull();
    const signedIn = await world.other.client
      .from("live_chat_messages")
      .select("user_id")
      .eq("session_id", id);
    expect(signedIn.data).toEqual([{ user_id: world.devotee.id }]);
  });

  it("needs a signed-in author, and nobody inserts a message directly", async () => {
    const id = await startLiveSession(world);
    // A visitor not signed in may not call it at all.
    const anon = await world.anon.rpc("post_live_chat_message", {
      session_id: id,
      body: "Namaste",
    });
    expect(anon.error?.code).toBe("42501");
    const direct = await world.devotee.client.from("live_chat_messages").insert({
      session_id: id,
      user_id: world.devotee.id,
      author_name: "Someone else",
      body: "Forged",
    });
    expect(direct.error).not.toBeNull();
    expect(await anonReads(id)).toEqual([]);
  });

  it("refuses a session that is missing, not live, with chat turned off or private", async () => {
    const missing = await post(world.devotee, randomUUID(), "Namaste");
    expect(missing.error?.code).toBe("PT404");
    expect(refusalCode(missing.error)).toBe("live.not_found");

    const scheduled = await post(world.devotee, world.liveSessionId, "Namaste");
    expect(scheduled.error?.code).toBe("PT409");
    expect(refusalCode(scheduled.error)).toBe("live.not_live");

    const quiet = await startLiveSession(world, { chat_enabled: false });
    expect(refusalCode((await post(world.devotee, quiet, "Namaste")).error)).toBe(
      "live_chat.closed",
    );

    const unlisted = await startLiveSession(world, { is_public: false });
    expect(refusalCode((await post(world.devotee, unlisted, "Namaste")).error)).toBe(
      "live.not_found",
    );
    // Its host still speaks in it.
    expect((await post(world.guru, unlisted, "Welcome")).error).toBeNull();
  });

  it("keeps a message between 1 and 300 characters once trimmed", async () => {
    const id = await startLiveSession(world);
    const empty = await post(world.devotee, id, "   \n ");
    expect(empty.error?.code).toBe("22023");
    expect(refusalCode(empty.error)).toBe("live_chat.empty");
    expect(refusalCode((await post(world.devotee, id, "ॐ".repeat(301))).error)).toBe(
      "live_chat.too_long",
    );
    expect((await post(world.devotee, id, `  ${"ॐ".repeat(300)}  `)).error).toBeNull();
  });

  it.each([
    "watch at https://example.com/x",
    "see http://spam",
    "go to www.example",
    "bit.ly/offer",
    "my site is mandir-deals.in",
    "Visit SHOP.COM now",
  ])("refuses a link: %s", async (body) => {
    const id = await startLiveSession(world);
    const { error } = await post(world.devotee, id, body);
    expect(refusalCode(error)).toBe("live_chat.link");
  });

  it("lets through words that only look a little like addresses", async () => {
    const id = await startLiveSession(world);
    for (const body of [
      "Aarti at 6.30 in the evening",
      "Jai Mata Di... income.tax no",
      "e.g. this",
    ]) {
      await allowNextPost(world.devotee);
      expect((await post(world.devotee, id, body)).error).toBeNull();
    }
  });

  it("paces each author to a message every two seconds in a session", async () => {
    const id = await startLiveSession(world);
    expect((await post(world.devotee, id, "First")).error).toBeNull();
    const second = await post(world.devotee, id, "Second");
    expect(second.error?.code).toBe("PT429");
    expect(refusalCode(second.error)).toBe("live_chat.too_fast");
    // Another viewer is not held back, nor is the same one two seconds later.
    expect((await post(world.other, id, "Also here")).error).toBeNull();
    await allowNextPost(world.devotee);
    expect((await post(world.devotee, id, "Second")).error).toBeNull();
  });
});

describe("moderating a live chat", () => {
  it("lets the host remove a message, which nobody reads afterwards, and broadcasts the removal", async () => {
    const id = await startLiveSession(world);
    const { data } = await post(world.devotee, id, "Something unkind");
    const byOther = await world.other.client.rpc("remove_live_chat_message", { id: data!.id });
    expect(refusalCode(byOther.error)).toBe("live_chat.message_not_found");
    expect(await anonReads(id)).toEqual(["Something unkind"]);

    const byHost = await world.guru.client.rpc("remove_live_chat_message", { id: data!.id });
    expect(byHost.error).toBeNull();
    expect(await anonReads(id)).toEqual([]);
    const mine = await world.devotee.client
      .from("live_chat_messages")
      .select("id")
      .eq("session_id", id);
    expect(mine.data).toEqual([]);
    expect((await broadcasts(id)).map((sent) => sent.event)).toEqual(["chat", "chat_removed"]);
    expect((await broadcasts(id))[1]!.payload).toEqual({ id: data!.id });
  });

  it("lets the temple's administrators moderate a temple's session", async () => {
    const { data: session } = await world.templeAdmin.client.rpc("go_live_now", {
      temple_id: world.templeId,
      title: "Mangala Aarti",
      kind: "aarti",
      stream_url: "https://www.youtube.com/live/temple",
    });
    const id = (session as { id: string }).id;
    const { data } = await post(world.devotee, id, "Off-topic");
    expect(
      (await world.templeAdmin.client.rpc("moderates_live_chat", { session_id: id })).data,
    ).toBe(true);
    expect((await world.devotee.client.rpc("moderates_live_chat", { session_id: id })).data).toBe(
      false,
    );
    expect(
      (await world.templeAdmin.client.rpc("remove_live_chat_message", { id: data!.id })).error,
    ).toBeNull();
    await world.templeAdmin.client.rpc("set_live_session_status", {
      session_id: id,
      status: "ended",
    });
  });

  it("lets the host mute a person for the session, and nobody else", async () => {
    const id = await startLiveSession(world);
    await post(world.devotee, id, "Buy my book");
    const byOther = await mute(world.other, id, world.devotee);
    expect(refusalCode(byOther.error)).toBe("live.not_found");
    const self = await mute(world.guru, id, world.guru);
    expect(refusalCode(self.error)).toBe("live_chat.mute_self");
    const stranger = await mute(world.guru, id, world.other);
    expect(refusalCode(stranger.error)).toBe("live_chat.author_not_found");

    const muted = await mute(world.guru, id, world.devotee);
    expect(muted.error).toBeNull();
    await allowNextPost(world.devotee);
    const again = await post(world.devotee, id, "Buy it now");
    expect(again.error?.code).toBe("42501");
    expect(refusalCode(again.error)).toBe("live_chat.muted");
    expect((await post(world.other, id, "Jai ho")).error).toBeNull();
    // Only in that session.
    const elsewhere = await startLiveSession(world);
    expect((await post(world.devotee, elsewhere, "Namaste")).error).toBeNull();
  });
});

describe("reporting a live chat message", () => {
  interface QueuedReport {
    report_id: string;
    message_id: string;
    body: string;
    author_name: string;
    reporter_name: string;
    reason: string;
    session_title: string;
    message_removed: boolean;
  }

  async function queuedFor(messageId: string): Promise<QueuedReport[]> {
    const { data, error } = await world.platformAdmin.client.rpc("live_chat_report_queue");
    if (error) throw new Error(error.message);
    return (data as QueuedReport[]).filter((row) => row.message_id === messageId);
  }

  it("takes a viewer's report once, for the administrators' queue, who remove the message", async () => {
    const id = await startLiveSession(world);
    const { data } = await post(world.devotee, id, "Rude words");
    const anon = await world.anon.rpc("report_live_chat_message", { id: data!.id, reason: "Rude" });
    expect(anon.error?.code).toBe("42501");
    const own = await world.devotee.client.rpc("report_live_chat_message", {
      id: data!.id,
      reason: "Oops",
    });
    expect(refusalCode(own.error)).toBe("live_chat.own_message");
    const blank = await world.other.client.rpc("report_live_chat_message", {
      id: data!.id,
      reason: "  ",
    });
    expect(refusalCode(blank.error)).toBe("live_chat.reason_required");

    for (let i = 0; i < 2; i++) {
      const report = await world.other.client.rpc("report_live_chat_message", {
        id: data!.id,
        reason: "Rude to the pandit",
      });
      expect(report.error).toBeNull();
    }
    expect(await queuedFor(data!.id)).toEqual([
      expect.objectContaining({
        body: "Rude words",
        author_name: "devotee",
        reporter_name: "other",
        reason: "Rude to the pandit",
        session_title: "Sandhya Aarti",
        message_removed: false,
      }),
    ]);

    const notAdmin = await world.guru.client.rpc("live_chat_report_queue");
    expect(refusalCode(notAdmin.error)).toBe("admin.platform_admins_only");
    const removed = await world.platformAdmin.client.rpc("remove_live_chat_message", {
      id: data!.id,
    });
    expect(removed.error).toBeNull();
    expect(await queuedFor(data!.id)).toEqual([]);
    expect(await anonReads(id)).toEqual([]);
    // A removed message is no longer there to report.
    const late = await world.guru.client.rpc("report_live_chat_message", {
      id: data!.id,
      reason: "Rude",
    });
    expect(refusalCode(late.error)).toBe("live_chat.message_not_found");
  });

  it("lets an administrator dismiss the reports and keep the message", async () => {
    const id = await startLiveSession(world);
    const { data } = await post(world.devotee, id, "Fine words");
    await world.other.client.rpc("report_live_chat_message", { id: data!.id, reason: "Spam?" });
    const byHost = await world.guru.client.rpc("dismiss_live_chat_reports", {
      message_id: data!.id,
    });
    expect(refusalCode(byHost.error)).toBe("admin.platform_admins_only");
    const dismissed = await world.platformAdmin.client.rpc("dismiss_live_chat_reports", {
      message_id: data!.id,
    });
    expect(dismissed.error).toBeNull();
    expect(await queuedFor(data!.id)).toEqual([]);
    expect(await anonReads(id)).toEqual(["Fine words"]);
  });
});

describe("the chat's Realtime channel", () => {
  /** What the channel policies allow `role` on `topic`: joining (select) and each kind of send. */
  async function channelAccess(role: "anon" | "authenticated", topic: string, sub?: string) {
    return server.db
      .transaction(async (tx) => {
        // A message on the topic to be seen, as Realtime checks a join.
        await tx.query(
          `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, 'broadcast', 'probe', '{}', true)`,
          [topic],
        );
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('realtime.topic', $3, true)`,
          [role, JSON.stringify(sub ? { role, sub } : { role }), topic],
        );
        const seen = await tx.query<{ n: number }>(
          "select count(*)::int as n from realtime.messages where topic = $1",
          [topic],
        );
        const canSend = async (extension: string) => {
          await tx.query("savepoint probe");
          try {
            await tx.query(
              `insert into realtime.messages (topic, extension, event, payload, private)
             values ($1, $2, 'x', '{}', true)`,
              [topic, extension],
            );
            return true;
          } catch {
            return false;
          } finally {
            await tx.query("rollback to savepoint probe");
          }
        };
        const result = {
          join: seen.rows[0]!.n > 0,
          presence: await canSend("presence"),
          broadcast: await canSend("broadcast"),
        };
        await tx.query("reset role");
        throw Object.assign(new Error("rollback"), { result });
      })
      .catch((error: { result?: { join: boolean; presence: boolean; broadcast: boolean } }) => {
        if (!error.result) throw error;
        return error.result;
      });
  }

  it("lets anyone who may read the session join and be present, and nobody broadcast", async () => {
    const id = await startLiveSession(world);
    const open = { join: true, presence: true, broadcast: false };
    expect(await channelAccess("anon", `live:${id}`)).toEqual(open);
    expect(await channelAccess("authenticated", `live:${id}`, world.devotee.id)).toEqual(open);
    expect(await channelAccess("authenticated", `live:${id}`, world.guru.id)).toEqual(open);
  });

  it("keeps a private session's channel to its hosts, and other topics closed", async () => {
    const id = await startLiveSession(world, { is_public: false });
    const closed = { join: false, presence: false, broadcast: false };
    expect(await channelAccess("anon", `live:${id}`)).toEqual(closed);
    expect(await channelAccess("authenticated", `live:${id}`, world.devotee.id)).toEqual(closed);
    expect(await channelAccess("authenticated", `live:${id}`, world.guru.id)).toEqual({
      join: true,
      presence: true,
      broadcast: false,
    });
    expect(await channelAccess("anon", "room:lobby")).toEqual(closed);
  });
});
