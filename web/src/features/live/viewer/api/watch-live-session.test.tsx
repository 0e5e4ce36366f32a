import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useWatchLiveSession } from "./watch-live-session";

// What the hook asks of the server; the counting itself runs against the real database in
// server/src/platform/live-viewers.test.ts.
const rpc = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  rpc.mockReset().mockResolvedValue({ data: 4, error: null, status: 200 });
});

describe("useWatchLiveSession", () => {
  it("says it is watching while open, and leaves when closed", async () => {
    const { result, rerender } = renderHook(
      ({ open }: { open: boolean }) => useWatchLiveSession("s1", open),
      { wrapper, initialProps: { open: false } },
    );
    expect(rpc).not.toHaveBeenCalled();
    rerender({ open: true });
    await waitFor(() => expect(result.current.data).toBe(4));
    expect(rpc).toHaveBeenCalledWith("watch_live_session", { session_id: "s1" });
    rerender({ open: false });
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith("leave_live_session", { session_id: "s1" }),
    );
  });
});
