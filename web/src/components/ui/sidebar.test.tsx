import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  Sidebar,
  SIDEBAR_COOKIE_MAX_AGE,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from "./sidebar";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip";
import { mockViewport } from "../testing/mock-viewport";

function State() {
  const { state, openMobile } = useSidebar();
  return (
    <output aria-label="sidebar state">
      {state} {openMobile ? "overlay-open" : "overlay-closed"}
    </output>
  );
}

function renderSidebar(entries = ["Bookings"]) {
  return render(
    <SidebarProvider>
      <Sidebar label="Test Sidebar">
        <SidebarMenu>
          {entries.map((entry) => (
            <SidebarMenuItem key={entry}>
              <SidebarMenuButton tooltip={entry}>
                <span aria-hidden="true">{entry.charAt(0)}</span>
                <span>{entry}</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
        </SidebarMenu>
      </Sidebar>
      <SidebarTrigger />
      <State />
    </SidebarProvider>,
  );
}

function clearCookie() {
  document.cookie = "sidebar_state=; path=/; max-age=0";
}

describe("Sidebar", () => {
  let cookieWrites: string[];

  beforeEach(() => {
    clearCookie();
    cookieWrites = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearCookie();
  });

  it("starts expanded and keeps a click toggle in the sidebar_state cookie for 7 days", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const nav = screen.getByRole("navigation", { name: "Test Sidebar" });
    expect(nav).toHaveAttribute("data-state", "expanded");

    await user.click(screen.getByRole("button", { name: "Toggle Sidebar" }));

    expect(nav).toHaveAttribute("data-state", "collapsed");
    expect(nav).toHaveAttribute("data-collapsible", "icon");
    expect(cookieWrites.at(-1)).toBe(
      `sidebar_state=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(document.cookie).toContain("sidebar_state=false");
  });

  it("restores the state saved in the cookie", () => {
    document.cookie = "sidebar_state=false; path=/";
    renderSidebar();
    expect(screen.getByRole("navigation", { name: "Test Sidebar" })).toHaveAttribute(
      "data-state",
      "collapsed",
    );
  });

  it("toggles with Ctrl+B and Meta+B but not with B alone", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const nav = screen.getByRole("navigation", { name: "Test Sidebar" });

    await user.keyboard("b");
    expect(nav).toHaveAttribute("data-state", "expanded");

    await user.keyboard("{Control>}b{/Control}");
    expect(nav).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");

    await user.keyboard("{Meta>}b{/Meta}");
    expect(nav).toHaveAttribute("data-state", "expanded");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("keeps the label for screen readers when collapsed", async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByRole("button", { name: "Bookings" })).toBeInTheDocument();
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("has no tooltips while expanded", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSidebar();
      await user.hover(screen.getByRole("button", { name: "Bookings" }));
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 100));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a tooltip on a collapsed entry after the 700 ms delay", async () => {
    document.cookie = "sidebar_state=false; path=/";
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSidebar();

      await user.hover(screen.getByRole("button", { name: "Bookings" }));
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole("tooltip")).toHaveTextContent("Bookings");
    } finally {
      vi.useRealTimers();
    }
  });

  it("below 768px becomes an overlay dialog that opens and closes", async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderSidebar();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Toggle Sidebar" }));
    const dialog = screen.getByRole("dialog", { name: "Test Sidebar" });
    expect(dialog).toBeVisible();
    expect(screen.getByRole("status", { name: "sidebar state", hidden: true })).toHaveTextContent(
      "overlay-open",
    );
    // The desktop state and its cookie are untouched on mobile.
    expect(cookieWrites).toEqual([]);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByRole("dialog", { name: "Test Sidebar" })).toBeVisible();
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Close" }));
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
