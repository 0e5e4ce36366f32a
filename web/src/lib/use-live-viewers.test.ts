import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveChannelUser } from "./live-channel";
import { useLiveViewerCounts, useWatchingPresence } from "./use-live-viewers";

// What the hooks do with the shared channel; the channel itself (one join per session, presence
// across tabs) runs against the real server in app/live-channel.test.ts.
const joined = vi.hoisted(() => new Map<string, { user: LiveChannelUser; leave: () => void }>());
vi.mock("./live-channel", () => ({
  joinLiveChannel: (sessionId: string, user: LiveChannelUser) => {
    const leave = vi.fn(() => joined.delete(sessionId));
    joined.set(sessionId, { user, leave });
    return leave;
  },
}));

/** A channel whose presence holds `keys`, as realtime-js shows it. */
function channelWith(...keys: string[]) {
  return {
    presenceState: () => Object.fromEntries(keys.map((key) => [key, [{}]])),
    track: vi.fn(async () => "ok"),
    untrack: vi.fn(async () => "ok"),
  } as unknown as Parameters<NonNullable<LiveChannelUser["onPresence"]>>[0];
}

beforeEach(() => joined.clear());

describe("useLiveViewerCounts", () => {
  it("counts each session's presences once its channel syncs, and leaves on unmount", () => {
    const { result, unmount } = renderHook(() => useLiveViewerCounts(["a", "b"]));
    expect([...joined.keys()]).toEqual(["a", "b"]);
    expect(result.current.size).toBe(0);

    act(() => joined.get("a")!.user.onPresence!(channelWith("tab-1", "tab-2")));
    expect(result.current.get("a")).toBe(2);
    expect(result.current.has("b")).toBe(false);

    const leaves = [...joined.values()].map(({ leave }) => leave);
    unmount();
    for (const leave of leaves) expect(leave).toHaveBeenCalledOnce();
  });

  it("joins nothing for no sessions", () => {
    renderHook(() => useLiveViewerCounts([]));
    expect(joined.size).toBe(0);
  });
});

describe("useWatchingPresence", () => {
  it("tracks this tab on every join while watching, and untracks when it stops", () => {
    const { result, rerender } = renderHook(
      ({ isWatching }) => useWatchingPresence("s1", isWatching),
      { initialProps: { isWatching: false } },
    );
    expect(joined.size).toBe(0);

    rerender({ isWatching: true });
    const channel = channelWith("this-tab", "other-tab");
    const { user, leave } = joined.get("s1")!;
    act(() => user.onStatus!("SUBSCRIBED", channel));
    expect(channel.track).toHaveBeenCalledOnce();
    act(() => user.onPresence!(channel));
    expect(result.current).toBe(2);

    // A drop: the new connection's presence is empty until this tab tracks again.
    act(() => user.onStatus!("CHANNEL_ERROR", channel));
    act(() => user.onStatus!("SUBSCRIBED", channel));
    expect(channel.track).toHaveBeenCalledTimes(2);

    rerender({ isWatching: false });
    expect(channel.untrack).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
    expect(result.current).toBeUndefined();
  });
});
