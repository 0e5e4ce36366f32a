import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh store per test: the toast queue is module state. */
async function loadStore() {
  vi.resetModules();
  return import("./use-toast");
}

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses SPEC §9's constants", async () => {
    const store = await loadStore();
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("shows one toast at a time: the newest replaces the older one", async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useToast());
    act(() => {
      store.toast({ title: "First" });
      store.toast({
        title: "Error",
        description: "Please fill in all required fields",
        variant: "destructive",
      });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: "Error",
      variant: "destructive",
      open: true,
    });
  });

  it("a dismissed toast closes at once and is removed after the removal delay", async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useToast());
    let handle: ReturnType<typeof store.toast> | undefined;
    act(() => {
      handle = store.toast({ title: "Going Live!" });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it("update changes a toast in place", async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useToast());
    act(() => {
      store.toast({ title: "Saving" }).update({ title: "Saved" });
    });
    expect(result.current.toasts[0]?.title).toBe("Saved");
  });
});
