import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { NotificationsBell } from "./notifications-bell";

// The bell's states from its data hooks; the requests themselves run against the real server in
// e2e/specs/notifications.spec.ts.
const useUnreadCount = vi.hoisted(() => vi.fn());
const useNotifications = vi.hoisted(() => vi.fn());
const mutate = vi.hoisted(() => vi.fn());
vi.mock("../api/count-unread-notifications", () => ({ useUnreadCount }));
vi.mock("../api/list-notifications", () => ({ useNotifications }));
vi.mock("../api/mark-notifications-read", () => ({
  useMarkNotificationsRead: () => ({ mutate, isPending: false, isError: false }),
}));

const confirmed = {
  id: "n1",
  kind: "booking_confirmed",
  title: "Your booking is confirmed",
  body: "Gita Consultation",
  link: "/bookings",
  params: {},
  read_at: null,
  created_at: "2026-11-23T04:30:00Z",
};
const reminder = {
  ...confirmed,
  id: "n2",
  kind: "live_reminder",
  title: "Starting in 15 minutes: Sandhya Aarti",
  body: "Online",
  link: "/live",
  params: { session: "Sandhya Aarti" },
  read_at: "2026-11-23T05:00:00Z",
};

function listState(notifications: unknown[], hasMore = false) {
  return {
    isPending: false,
    isError: false,
    hasNextPage: hasMore,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    data: { pages: [{ notifications, hasMore }] },
  };
}

async function openBell(name: string | RegExp = /Notifications/) {
  const user = userEvent.setup();
  renderWithQuery(<NotificationsBell />);
  await user.click(screen.getByRole("button", { name }));
  return { user, dialog: screen.getByRole("dialog", { name: "Notifications" }) };
}

beforeEach(() => {
  mutate.mockReset();
  useUnreadCount.mockReturnValue({ data: 0 });
  useNotifications.mockReturnValue(listState([]));
});

describe("NotificationsBell", () => {
  it("with nothing unread, is a plain Notifications button without a count", () => {
    renderWithQuery(<NotificationsBell />);
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  it("shows the unread count, in its name and on the badge (9+ past nine)", () => {
    useUnreadCount.mockReturnValue({ data: 3 });
    const { unmount } = renderWithQuery(<NotificationsBell />);
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("unread-badge")).toHaveTextContent("3");
    unmount();
    useUnreadCount.mockReturnValue({ data: 12 });
    renderWithQuery(<NotificationsBell />);
    expect(screen.getByRole("button", { name: "Notifications, 12 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("unread-badge")).toHaveTextContent("9+");
  });

  it("says the list is loading", async () => {
    useNotifications.mockReturnValue({ isPending: true });
    const { dialog } = await openBell();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Loading your notifications");
  });

  it("with none, names the first step", async () => {
    const { dialog } = await openBell();
    expect(dialog).toHaveTextContent("No notifications yet");
    expect(within(dialog).getByRole("link", { name: "Book your first pooja" })).toHaveAttribute(
      "href",
      "/book",
    );
  });

  it("shows a failure with Retry", async () => {
    const refetch = vi.fn();
    useNotifications.mockReturnValue({ isPending: false, isError: true, error: {}, refetch });
    const { dialog, user } = await openBell();
    await user.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("lists notifications newest first with their time in IST, marks one or all read, loads more", async () => {
    useUnreadCount.mockReturnValue({ data: 1 });
    const state = listState([confirmed, reminder], true);
    useNotifications.mockReturnValue(state);
    const { dialog, user } = await openBell("Notifications, 1 unread");
    const items = within(dialog).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Unread: Your booking is confirmed");
    expect(items[0]).toHaveTextContent(/Mon, 23 Nov, 10:00\s?am IST/);
    expect(
      within(items[0]!).getByRole("link", { name: "Your booking is confirmed" }),
    ).toHaveAttribute("href", "/bookings");
    expect(within(items[1]!).queryByRole("button")).toBeNull();

    await user.click(
      within(items[0]!).getByRole("button", { name: "Mark as read: Your booking is confirmed" }),
    );
    expect(mutate).toHaveBeenLastCalledWith(["n1"]);
    await user.click(within(dialog).getByRole("button", { name: "Mark all as read" }));
    expect(mutate).toHaveBeenLastCalledWith("all");
    await user.click(within(dialog).getByRole("button", { name: "Load more" }));
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("closes when a notification's link is followed", async () => {
    useNotifications.mockReturnValue(listState([reminder]));
    const { dialog, user } = await openBell();
    await user.click(within(dialog).getByRole("link", { name: /Sandhya Aarti/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
