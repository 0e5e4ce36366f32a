import { describe, expect, it } from "vitest";
import { inbox, quietPeriod, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// Broadcast and Presence over /realtime/v1/websocket, driven by supabase-js as the web app uses it.
const { server, clients } = useRealtimeServer();

function anonClient() {
  const client = server().createClient();
  clients.push(client);
  return client;
}

describe("Broadcast", () => {
  it("reaches the other members of a channel, and the sender only with self", async () => {
    const [a, b] = [anonClient(), anonClient()];
    const received = { a: inbox<unknown>(), b: inbox<unknown>() };
    const channelA = a.channel("room-1", { config: { broadcast: { self: false, ack: true } } });
    channelA.on("broadcast", { event: "wave" }, ({ payload }) => received.a.push(payload));
    const channelB = b.channel("room-1", { config: { broadcast: { self: true } } });
    channelB.on("broadcast", { event: "wave" }, ({ payload }) => received.b.push(payload));
    expect((await subscribed(channelA)).status).toBe("SUBSCRIBED");
    expect((await subscribed(channelB)).status).toBe("SUBSCRIBED");

    // With ack the send resolves "ok" only once the server has taken it.
    expect(await channelA.send({ type: "broadcast", event: "wave", payload: { from: "a" } })).toBe(
      "ok",
    );
    expect(await received.b.next()).toEqual([{ from: "a" }]);
    await channelB.send({
      type: "broadcast",
      event: "wave",
      payload: { from: "b", text: "जय श्री राम" },
    });
    expect(await received.a.next()).toEqual([{ from: "b", text: "जय श्री राम" }]);
    expect(await received.b.next(2)).toEqual([{ from: "a" }, { from: "b", text: "जय श्री राम" }]);
    await quietPeriod();
    // a did not hear itself.
    expect(received.a.items).toHaveLength(1);
  });

  it("keeps channels apart by name, and by public or private", async () => {
    const [a, b] = [anonClient(), anonClient()];
    const heard = inbox<unknown>();
    const other = b.channel("room-2b");
    other.on("broadcast", { event: "*" }, (message) => heard.push(message));
    await subscribed(other);
    const sender = a.channel("room-2a");
    await subscribed(sender);
    await sender.send({ type: "broadcast", event: "wave", payload: {} });
    await quietPeriod();
    expect(heard.items).toEqual([]);
  });
});

describe("Presence", () => {
  it("syncs who is tracked, and sends joins and leaves", async () => {
    const [a, b] = [anonClient(), anonClient()];
    const watcher = a.channel("stream-1", { config: { presence: { key: "watcher-a" } } });
    const joins = inbox<string>();
    const leaves = inbox<string>();
    watcher
      .on("presence", { event: "join" }, ({ key }) => joins.push(key))
      .on("presence", { event: "leave" }, ({ key }) => leaves.push(key));
    expect((await subscribed(watcher)).status).toBe("SUBSCRIBED");
    expect(await watcher.track({ name: "A" })).toBe("ok");
    expect(await joins.next()).toEqual(["watcher-a"]);

    const viewer = b.channel("stream-1", { config: { presence: { key: "viewer-b" } } });
    const synced = inbox<number>();
    viewer.on("presence", { event: "sync" }, () =>
      synced.push(Object.keys(viewer.presenceState()).length),
    );
    await subscribed(viewer);
    // The late joiner gets the state at once: one already there.
    expect((await synced.next())[0]).toBe(1);
    await viewer.track({ name: "B" });
    expect(await joins.next(2)).toEqual(["watcher-a", "viewer-b"]);
    expect(Object.keys(watcher.presenceState()).sort()).toEqual(["viewer-b", "watcher-a"]);
    expect(watcher.presenceState()["viewer-b"]![0]).toMatchObject({ name: "B" });

    // Leaving the channel (or closing the tab) is a leave for the others.
    await viewer.unsubscribe();
    expect(await leaves.next()).toEqual(["viewer-b"]);
    expect(Object.keys(watcher.presenceState())).toEqual(["watcher-a"]);
  });

  it("replaces a member's presence when it tracks again", async () => {
    const a = anonClient();
    const channel = a.channel("stream-2", { config: { presence: { key: "k" } } });
    const synced = inbox<number>();
    channel.on("presence", { event: "sync" }, () => synced.push(1));
    await subscribed(channel);
    await channel.track({ status: "watching" });
    await channel.track({ status: "away" });
    // The two diffs may come merged into one: wait for the state and at least one diff.
    await synced.next(2);
    await quietPeriod();
    expect(channel.presenceState().k).toHaveLength(1);
    expect(channel.presenceState().k![0]).toMatchObject({ status: "away" });
  });
});
