import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/components/ui/use-toast";
import { renderWithQuery } from "@/testing/render-with-query";

import type { HostedLiveSession } from "./live-session";
import { LiveSessions } from "./live-sessions";
import { fixture } from "@/testing/fixture";
import { readyQuery } from "@/testing/query-result";

// The screen's states from its data hooks; the requests run against the real server in
// e2e/specs/live-sessions.spec.ts and server/src/platform/live-session-stream-link.test.ts.
const useMyProvider = vi.hoisted(() => vi.fn());
const useMyLiveSessions = vi.hoisted(() => vi.fn());
const save = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
const setStatus = vi.hoisted(() => ({ mutate: vi.fn(), mutateAsync: vi.fn() }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider }));
vi.mock("./list-my-live-sessions", () => ({ useMyLiveSessions }));
vi.mock("./save-live-session", () => ({ useSaveLiveSession: () => save }));
vi.mock("./set-live-status", () => ({ useSetLiveStatus: () => setStatus }));

const session = fixture<HostedLiveSession>({
  id: "s1",
  title: "Bhagavad Gita Pravachan",
  description: "",
  kind: "pravachan",
  starts_at: "2026-12-27T13:00:00+00:00",
  duration_minutes: 90,
  status: "scheduled",
  venue: "Online",
  stream_url: null,
  thumbnail_path: null,
  reminder_count: 0,
  viewer_count: 0,
});

function renderLive(search = "") {
  return renderWithQuery(
    <>
      <LiveSessions />
      <Toaster />
    </>,
    { path: `/spiritual-dashboard/live${search}` },
  );
}

const sessionList = () => screen.getByRole("list", { name: "Scheduled sessions" });

beforeEach(() => {
  useMyProvider.mockReturnValue(readyQuery({ id: "p1", verification_status: "verified" }));
  useMyLiveSessions.mockReturnValue(readyQuery([]));
  save.mutateAsync.mockReset().mockResolvedValue(undefined);
  setStatus.mutate.mockReset();
  setStatus.mutateAsync.mockReset().mockResolvedValue(undefined);
});
afterEach(() => act(() => dismissToast()));

describe("LiveSessions", () => {
  it("has four tabs, opens on Schedule, sorts by start and marks a live session destructive", () => {
    useMyLiveSessions.mockReturnValue(
      readyQuery([
        session(),
        session({
          id: "s2",
          title: "Sunrise Aarti",
          kind: "bhajan",
          status: "live",
          starts_at: "2026-12-20T00:30:00+00:00",
        }),
      ]),
    );
    renderLive();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Schedule",
      "Schedule Live",
      "Go Live Now",
      "History",
    ]);
    expect(screen.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
    const cards = within(sessionList()).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Sunrise Aarti",
      "Bhagavad Gita Pravachan",
    ]);
    expect(within(cards[0]!).getByText("live")).toHaveClass("bg-destructive");
    expect(within(cards[1]!).getByText("scheduled")).not.toHaveClass("bg-destructive");
    expect(cards[1]).toHaveTextContent("27 Dec, 6:30 pm IST");
    expect(cards[1]).toHaveTextContent("0 registered");
  });

  it("opens the tab named in the URL", () => {
    renderLive("?tab=schedule-live");
    expect(screen.getByRole("tab", { name: "Schedule Live" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("form", { name: "Schedule Live" })).toBeInTheDocument();
  });

  it("says it is loading, shows a failed read with Retry, and sends a provider without a profile to /profile", () => {
    useMyLiveSessions.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    const { unmount } = renderLive();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your live sessions");
    unmount();
    useMyLiveSessions.mockReturnValue({ ...readyQuery(undefined), isError: true, error: {} });
    const second = renderLive();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not reach/);
    second.unmount();
    useMyProvider.mockReturnValue(readyQuery(null));
    useMyLiveSessions.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    renderLive("?tab=go-live");
    expect(screen.getByRole("link", { name: "profile" })).toHaveAttribute("href", "/profile");
    // The tabs stay, so the dashboard's Go Live link still lands on its tab.
    expect(screen.getByRole("tab", { name: "Go Live Now" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("names the first step when nothing is scheduled, and says when the profile awaits verification", () => {
    useMyProvider.mockReturnValue(readyQuery({ id: "p1", verification_status: "pending" }));
    renderLive();
    expect(screen.getByRole("heading", { name: "No Upcoming Sessions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule your first live session" })).toHaveAttribute(
      "href",
      "/spiritual-dashboard/live?tab=schedule-live",
    );
    expect(screen.getByText(/once your profile is verified/)).toBeInTheDocument();
  });

  it("saves a scheduled session for the provider", async () => {
    const user = userEvent.setup();
    renderLive("?tab=schedule-live");
    await user.type(screen.getByLabelText(/session title/i), "Shiv Tandav Path");
    fireEvent.change(screen.getByLabelText(/^date/i), { target: { value: "2027-12-31" } });
    fireEvent.change(screen.getByLabelText(/^time/i), { target: { value: "19:15" } });
    await user.click(screen.getByRole("button", { name: "Schedule Session" }));
    expect(await screen.findByText("Live Session Scheduled")).toBeInTheDocument();
    expect(save.mutateAsync).toHaveBeenCalledWith({
      providerId: "p1",
      row: expect.objectContaining({
        title: "Shiv Tandav Path",
        starts_at: "2027-12-31T13:45:00.000Z",
      }),
    });
  });

  it("edits a scheduled session in a dialog and cancels another", async () => {
    const user = userEvent.setup();
    useMyLiveSessions.mockReturnValue(
      readyQuery([
        session(),
        session({ id: "s2", title: "Hanuman Chalisa", starts_at: "2027-01-02T13:00:00+00:00" }),
      ]),
    );
    renderLive();
    const first = within(sessionList()).getAllByRole("listitem")[0]!;
    await user.click(within(first).getByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit session" });
    expect(within(dialog).getByLabelText(/session title/i)).toHaveValue("Bhagavad Gita Pravachan");
    expect(within(dialog).getByLabelText(/^time/i)).toHaveValue("18:30");
    expect(within(dialog).getByLabelText(/session type/i)).toHaveValue("Pravachan");
    await user.clear(within(dialog).getByLabelText(/duration/i));
    await user.type(within(dialog).getByLabelText(/duration/i), "2 hours");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(save.mutateAsync).toHaveBeenCalledWith({
      id: "s1",
      row: expect.objectContaining({ duration_minutes: 120 }),
    });
    expect(await screen.findByText("Session Updated")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const second = within(sessionList()).getAllByRole("listitem")[1]!;
    await user.click(within(second).getByRole("button", { name: "Cancel session" }));
    expect(setStatus.mutate.mock.calls[0]?.[0]).toEqual({ id: "s2", status: "cancelled" });
  });

  it("goes live with a checked stream link and the SPEC's toast", async () => {
    const user = userEvent.setup();
    useMyLiveSessions.mockReturnValue(readyQuery([session()]));
    renderLive("?tab=go-live");
    await user.type(screen.getByLabelText("Stream link"), "youtube.com/live/x");
    await user.click(screen.getByRole("button", { name: "Go Live Now" }));
    expect(screen.getByLabelText("Stream link")).toHaveAccessibleDescription(
      /starting with https:\/\//,
    );
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Stream link"));
    await user.type(screen.getByLabelText("Stream link"), "https://www.youtube.com/live/x");
    await user.click(screen.getByRole("button", { name: "Go Live Now" }));
    expect(await screen.findByText("Going Live!")).toBeInTheDocument();
    expect(screen.getByText("You are now broadcasting live to your audience")).toBeInTheDocument();
    expect(setStatus.mutateAsync).toHaveBeenCalledWith({
      id: "s1",
      status: "live",
      streamUrl: "https://www.youtube.com/live/x",
    });
  });

  it("says what to do when nothing can go live", () => {
    renderLive("?tab=go-live");
    expect(screen.getByText(/Nothing is scheduled to go live/)).toBeInTheDocument();
  });

  it("shows the session that is live on Go Live Now, with End, instead of saying nothing is scheduled", () => {
    useMyLiveSessions.mockReturnValue(readyQuery([session({ status: "live" })]));
    renderLive("?tab=go-live");
    expect(screen.queryByText(/Nothing is scheduled to go live/)).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "You are live now" });
    expect(within(list).getByRole("button", { name: "End session" })).toBeInTheDocument();
  });

  it("ends a live session; History lists ended sessions, and is empty before any", async () => {
    const user = userEvent.setup();
    useMyLiveSessions.mockReturnValue(readyQuery([session({ status: "live" })]));
    const { unmount } = renderLive();
    await user.click(screen.getByRole("button", { name: "End session" }));
    expect(setStatus.mutate.mock.calls[0]?.[0]).toEqual({ id: "s1", status: "ended" });
    await user.click(screen.getByRole("tab", { name: "History" }));
    expect(screen.getByRole("heading", { name: "No Previous Sessions" })).toBeInTheDocument();
    unmount();

    useMyLiveSessions.mockReturnValue(
      readyQuery([session({ status: "ended", stream_url: "https://example.org/watch" })]),
    );
    renderLive("?tab=history");
    const previous = screen.getByRole("list", { name: "Previous sessions" });
    expect(within(previous).getByText("Bhagavad Gita Pravachan")).toBeInTheDocument();
    expect(within(previous).getByText("ended")).toBeInTheDocument();
  });
});
