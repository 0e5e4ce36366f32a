import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

async function loadToaster() {
  vi.resetModules();
  const [{ Toaster }, store] = await Promise.all([import("./toaster"), import("./use-toast")]);
  return { Toaster, store };
}

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders the toast, announces it and closes it after 5 seconds", async () => {
    const { Toaster, store } = await loadToaster();
    render(<Toaster />);
    act(() => {
      store.toast({
        title: "Going Live!",
        description: "You are now broadcasting live to your audience.",
      });
    });
    expect(screen.getByText("Going Live!")).toBeInTheDocument();
    // Radix announces toasts through a status live region.
    expect(screen.getAllByRole("status").length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(store.TOAST_DURATION_MS + 500));
    expect(screen.queryByText("Going Live!")).not.toBeInTheDocument();
  });

  it("shows only the newest of two toasts; destructive ones use the destructive style", async () => {
    const { Toaster, store } = await loadToaster();
    render(<Toaster />);
    act(() => {
      store.toast({ title: "Role Assigned!" });
      store.toast({ title: "Role Assignment Error", variant: "destructive" });
    });
    expect(screen.queryByText("Role Assigned!")).not.toBeInTheDocument();
    const title = screen.getByText("Role Assignment Error");
    expect(title.closest("li")).toHaveClass("bg-destructive");
  });
});
