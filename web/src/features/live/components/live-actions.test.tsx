import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { LIVE_STREAMS, type UpcomingStream } from "@/content/live-streams";
import { AuthContext } from "@/lib/auth/auth-context";
import { signedInState } from "@/testing/render-signed-in";
import { JoinLiveAction, SetReminderAction } from "./live-actions";

// The reminder's data hooks; the requests run against the real server in
// e2e/specs/live-sessions.spec.ts.
const useMyReminders = vi.hoisted(() => vi.fn());
const change = vi.hoisted(() => ({
  mutate: vi.fn(),
  isPending: false,
  isError: false,
  error: null as unknown,
}));
vi.mock("../viewer/api/list-my-reminders", () => ({ useMyReminders }));
vi.mock("../viewer/api/set-reminder", () => ({ useSetReminder: () => change }));
const useWatchLiveSession = vi.hoisted(() => vi.fn());
vi.mock("../viewer/api/watch-live-session", () => ({ useWatchLiveSession }));

const signedIn = signedInState();
const anonymous = { ...signedIn, user: null, roles: [], primaryRole: null };

function renderAs(auth: typeof signedIn, ui: ReactElement) {
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <AppDownloadProvider>{ui}</AppDownloadProvider>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const stream = LIVE_STREAMS[0]!;
const youtube = "https://www.youtube.com/live/jfKfPfyJRdk";
const upcoming: UpcomingStream = {
  id: "s1",
  title: "Gita Satsang",
  day: "Tomorrow",
  time: "19:15",
  type: "Katha",
  subscribes: 3,
  isExample: false,
  reminder: {
    startsAt: "2026-11-25T13:45:00Z",
    durationMinutes: 45,
    description: "",
    venue: "Online",
  },
};

beforeEach(() => {
  useWatchLiveSession.mockReset().mockReturnValue(undefined);
  useMyReminders.mockReturnValue({ isPending: false, isError: false, data: new Set<string>() });
  Object.assign(change, { isPending: false, isError: false, error: null });
  change.mutate.mockReset();
});

describe("JoinLiveAction", () => {
  it("plays a YouTube stream in a dialog with a link out, for a signed-in devotee", async () => {
    const user = userEvent.setup();
    renderAs(signedIn, <JoinLiveAction stream={{ ...stream, streamUrl: youtube }} />);
    const join = await screen.findByRole("button", { name: "Join Live", expanded: false });
    await user.click(join);
    const dialog = screen.getByRole("dialog", { name: stream.title });
    expect(within(dialog).getByTitle("Live player")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/jfKfPfyJRdk?autoplay=1",
    );
    expect(within(dialog).getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      youtube,
    );
  });

  it("counts the devotee among the viewers only while the player is open, and says how many watch", async () => {
    const user = userEvent.setup();
    renderAs(signedIn, <JoinLiveAction stream={{ ...stream, streamUrl: youtube }} />);
    const join = await screen.findByRole("button", { name: "Join Live" });
    expect(useWatchLiveSession).toHaveBeenLastCalledWith(stream.id, false);
    useWatchLiveSession.mockReturnValue(1207);
    await user.click(join);
    expect(useWatchLiveSession).toHaveBeenLastCalledWith(stream.id, true);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      /Live now\..* 1,207 watching in Bhakti Setu\./,
    );
    await user.keyboard("{Escape}");
    expect(useWatchLiveSession).toHaveBeenLastCalledWith(stream.id, false);
  });

  it("focuses the dialog, not the player's frame, so Escape closes it", async () => {
    const user = userEvent.setup();
    renderAs(signedIn, <JoinLiveAction stream={{ ...stream, streamUrl: youtube }} />);
    await user.click(await screen.findByRole("button", { name: "Join Live" }));
    expect(screen.getByRole("dialog", { name: stream.title })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Live" })).toHaveFocus();
  });

  it("opens any other https stream in a new tab", async () => {
    renderAs(
      signedIn,
      <JoinLiveAction stream={{ ...stream, streamUrl: "https://stream.example.org/satsang" }} />,
    );
    const link = await screen.findByRole("link", { name: /Join Live/ });
    expect(link).toHaveAttribute("href", "https://stream.example.org/satsang");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("opens the app download for anonymous visitors, and for a sample without a link", async () => {
    const user = userEvent.setup();
    const { unmount } = renderAs(
      anonymous,
      <JoinLiveAction stream={{ ...stream, streamUrl: youtube }} />,
    );
    await user.click(screen.getByRole("button", { name: "Join Live" }));
    expect(await screen.findByRole("dialog")).not.toHaveAccessibleName(stream.title);
    unmount();
    renderAs(signedIn, <JoinLiveAction stream={stream} />);
    expect(screen.getByRole("button", { name: "Join Live" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(screen.getByRole("button", { name: "Join Live" })).not.toHaveAttribute("aria-expanded");
  });
});

describe("SetReminderAction", () => {
  it("sets a reminder for a signed-in devotee", async () => {
    const user = userEvent.setup();
    renderAs(signedIn, <SetReminderAction stream={upcoming} />);
    // The signed-in control replaces the app-download button once its code has loaded.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Set Reminder" })).not.toHaveAttribute(
        "aria-haspopup",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Set Reminder" }));
    expect(change.mutate).toHaveBeenCalledWith({ sessionId: "s1", isOn: true });
  });

  it("shows Reminder set with Remove and Add to calendar", async () => {
    const user = userEvent.setup();
    useMyReminders.mockReturnValue({ isPending: false, isError: false, data: new Set(["s1"]) });
    renderAs(signedIn, <SetReminderAction stream={upcoming} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Reminder set");
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove reminder for Gita Satsang" }));
    expect(change.mutate).toHaveBeenCalledWith({ sessionId: "s1", isOn: false });
  });

  it("says why a reminder could not be set once the session has started", async () => {
    Object.assign(change, { isError: true, error: { code: "42501" } });
    renderAs(signedIn, <SetReminderAction stream={upcoming} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Reminders close once a session starts",
    );
  });

  it("keeps the app download for anonymous visitors and for samples", () => {
    const { unmount } = renderAs(anonymous, <SetReminderAction stream={upcoming} />);
    expect(screen.getByRole("button", { name: "Set Reminder" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    unmount();
    renderAs(signedIn, <SetReminderAction stream={{ ...upcoming, reminder: undefined }} />);
    expect(screen.getByRole("button", { name: "Set Reminder" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });
});
