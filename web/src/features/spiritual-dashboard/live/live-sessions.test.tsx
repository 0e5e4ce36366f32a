import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/components/ui/use-toast";

import { LiveSessions } from "./live-sessions";
import { liveSessionsStorageKey } from "./use-live-sessions";

function renderLive(userId: string, search = "") {
  return render(
    <MemoryRouter initialEntries={[`/spiritual-dashboard/live${search}`]}>
      <LiveSessions userId={userId} />
      <Toaster />
    </MemoryRouter>,
  );
}

const sessionList = () => screen.getByRole("list", { name: "Scheduled sessions" });

beforeEach(() => window.localStorage.clear());
afterEach(() => act(() => dismissToast()));

describe("LiveSessions", () => {
  it("has four tabs, opens on Schedule, and marks a live session with a destructive badge", () => {
    renderLive("user-a");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Schedule",
      "Schedule Live",
      "Go Live Now",
      "History",
    ]);
    expect(screen.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
    const live = within(sessionList()).getByText("live");
    expect(live).toHaveClass("bg-destructive");
    expect(within(sessionList()).getByText("scheduled")).not.toHaveClass("bg-destructive");
  });

  it("opens the tab named in the URL", () => {
    renderLive("user-a", "?tab=schedule-live");
    expect(screen.getByRole("tab", { name: "Schedule Live" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("form", { name: "Schedule Live" })).toBeInTheDocument();
  });

  it("adds a scheduled session to the Schedule tab and keeps it per user across reloads", async () => {
    const user = userEvent.setup();
    const { unmount } = renderLive("user-a", "?tab=schedule-live");
    await user.type(screen.getByLabelText(/session title/i), "Shiv Tandav Path");
    fireEvent.change(screen.getByLabelText(/^date/i), { target: { value: "2026-12-31" } });
    fireEvent.change(screen.getByLabelText(/^time/i), { target: { value: "19:15" } });
    await user.click(screen.getByRole("button", { name: "Schedule Session" }));

    await user.click(screen.getByRole("tab", { name: "Schedule" }));
    const added = within(sessionList()).getByText("Shiv Tandav Path").closest("li")!;
    expect(added).toHaveTextContent("31 Dec 2026 at 7:15 pm");
    expect(added).toHaveTextContent("Katha");
    expect(added).toHaveTextContent("scheduled");
    expect(added).toHaveTextContent("0 registered");
    expect(window.localStorage.getItem(liveSessionsStorageKey("user-a"))).toContain(
      "Shiv Tandav Path",
    );

    unmount();
    renderLive("user-a");
    expect(within(sessionList()).getByText("Shiv Tandav Path")).toBeInTheDocument();
    unmount();
  });

  it("does not show one user's sessions to another", () => {
    window.localStorage.setItem(
      liveSessionsStorageKey("user-a"),
      JSON.stringify([
        {
          id: "x",
          title: "Private Satsang",
          date: "2026-12-31",
          time: "06:00",
          duration: "",
          type: "Event",
          venue: "Online",
          registered: 0,
          status: "scheduled",
          description: "",
          image: "",
        },
      ]),
    );
    renderLive("user-b");
    expect(screen.queryByText("Private Satsang")).not.toBeInTheDocument();
  });

  it("falls back to the sample schedule when storage holds something else", () => {
    window.localStorage.setItem(liveSessionsStorageKey("user-a"), '[{"title":1}]');
    renderLive("user-a");
    expect(within(sessionList()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("Go Live Now only shows its toast; History is empty", async () => {
    const user = userEvent.setup();
    renderLive("user-a", "?tab=go-live");
    await user.click(screen.getByRole("button", { name: "Go Live Now" }));
    expect(await screen.findByText("Going Live!")).toBeInTheDocument();
    expect(screen.getByText("You are now broadcasting live to your audience")).toBeInTheDocument();
    expect(window.localStorage.getItem(liveSessionsStorageKey("user-a"))).toBeNull();

    await user.click(screen.getByRole("tab", { name: "History" }));
    expect(screen.getByRole("heading", { name: "No Previous Sessions" })).toBeInTheDocument();
  });
});
