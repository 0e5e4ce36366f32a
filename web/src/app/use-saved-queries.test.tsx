import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { authState } from "@/features/auth/testing/auth-test-utils";
import { AuthContext, type AuthState } from "@/lib/auth/auth-context";
import { SAVED_QUERIES_KEY } from "@/lib/saved-queries-storage";
import { useSavedQueries } from "./use-saved-queries";

function renderFor(state: AuthState, queryClient: QueryClient) {
  let current = state;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={current}>{children}</AuthContext.Provider>
  );
  const view = renderHook(() => useSavedQueries(queryClient), { wrapper });
  return {
    change(next: AuthState) {
      current = next;
      view.rerender();
    },
  };
}

afterEach(() => localStorage.clear());

describe("useSavedQueries", () => {
  it("puts the person's saved lists back in the cache", async () => {
    const saved = new QueryClient();
    saved.setQueryData(["booking", "b1"], { booking: { id: "b1" } });
    const { dehydrate } = await import("@tanstack/react-query");
    localStorage.setItem(
      SAVED_QUERIES_KEY,
      JSON.stringify({ userId: "user-1", state: dehydrate(saved) }),
    );
    const queryClient = new QueryClient();
    renderFor(authState(), queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData(["booking", "b1"])).toEqual({ booking: { id: "b1" } }),
    );
  });

  it("forgets them, on the device and in the cache, once nobody is signed in", async () => {
    localStorage.setItem(SAVED_QUERIES_KEY, JSON.stringify({ userId: "user-1", state: {} }));
    const queryClient = new QueryClient();
    const view = renderFor(authState(), queryClient);
    queryClient.setQueryData(["my-pledges", "user-1"], [{ id: "p1" }]);
    view.change(authState({ signedIn: false }));
    await waitFor(() => expect(localStorage.getItem(SAVED_QUERIES_KEY)).toBeNull());
    expect(queryClient.getQueryData(["my-pledges", "user-1"])).toBeUndefined();
  });
});
