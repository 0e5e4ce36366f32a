import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useWatchLiveSession } from "./watch-live-session";

// What the hook asks of the server; the counting itself runs against the real database in
// server/src/platform/live-viewers.test.ts.
const rpc = vi.hoisted(() => vi.fn());
const presence = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));
// Presence on the channel runs against the real server in app/live-channel.test.ts.
vi.mock("@/lib/use-live-viewers", () => ({ useWatchingPresence: presence }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  rpc.mockReset().mockResolvedValue({ data: 4, error: null, status: 200 });
  presence.mockReset().mockReturnValue(undefined);
});

describe("useWatchLiveSession", () => {
  it("says it is watching while open, and leaves when closed", async () => {
    const { result, rerender } = renderHook(
      ({ open }: { open: boolean }) => useWatchLiveSession("s1", open),
      { wrapper, initialProps: { open: false } },
    );
    expect(rpc).not.toHaveBeenCalled();
    rerender({ open: true });
    await waitFor(() => expect(result.current).toBe(4));
    expect(presence).toHaveBeenLastCalledWith("s1", true);
    expect(rpc).toHaveBeenCalledWith("watch_live_session", { session_id: "s1" });
    rerender({ open: false });
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith("leave_live_session", { session_id: "s1" }),
    );
    expect(presence).toHaveBeenLastCalledWith("s1", false);
  });

  it("answers with the presence count once the channel has said", async () => {
    presence.mockReturnValue(9);
    const { result } = renderHook(() => useWatchLiveSession("s1", true), { wrapper });
    await waitFor(() => expect(rpc).toHaveBeenCalled());
    expect(result.current).toBe(9);
  });
});
