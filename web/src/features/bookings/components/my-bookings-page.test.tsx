import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { inLocale } from "@/testing/in-locale";
import { renderWithQuery } from "@/testing/render-with-query";
import { MyBookingsPage } from "./my-bookings-page";

// The list's states from its data hook; the query runs against the real server in e2e.
const useMyBookings = vi.hoisted(() => vi.fn());
vi.mock("../api/list-my-bookings", () => ({ useMyBookings }));

const page = (bookings: unknown[], hasMore = false) => ({
  isPending: false,
  isError: false,
  hasNextPage: hasMore,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  data: { pages: [{ bookings, hasMore }] },
});

/** A booking sent to its host and not yet answered. */
const requested = {
  id: "b1",
  title: "Rudrabhishek",
  status: "requested",
  mode: "online",
  slot: '["2026-12-14 03:30:00+00","2026-12-14 04:30:00+00")',
  price_paise: 110000,
  providers: { display_name: "Pandit Ravi", slug: "pandit-ravi" },
};

describe("MyBookingsPage", () => {
  it("says it is loading", () => {
    useMyBookings.mockReturnValue({ isPending: true });
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your bookings");
  });

  it("with none, names the first step", () => {
    useMyBookings.mockReturnValue(page([]));
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("link", { name: "Book your first pooja" })).toHaveAttribute(
      "href",
      "/connect",
    );
  });

  it("lists each booking with its time, provider, status and price, and loads more", async () => {
    const state = page([requested], true);
    useMyBookings.mockReturnValue(state);
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    const item = screen.getByRole("link", { name: "Rudrabhishek" }).closest("li")!;
    expect(item).toHaveTextContent(/Mon, 14 Dec, 9:00\s?am IST/);
    expect(item).toHaveTextContent("Pandit Ravi");
    expect(item).toHaveTextContent("Requested");
    expect(item).toHaveTextContent("₹1,100");
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("keeps a list it holds when asking again fails: offline, the saved copy and its time", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    useMyBookings.mockReturnValue({
      ...page([
        {
          id: "b1",
          title: "Rudrabhishek",
          status: "confirmed",
          mode: "online",
          slot: '["2026-12-14 03:30:00+00","2026-12-14 04:30:00+00")',
          price_paise: 0,
          providers: null,
        },
      ]),
      isError: true,
      error: new TypeError("Failed to fetch"),
      dataUpdatedAt: Date.parse("2026-11-28T04:30:00Z"),
    });
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("link", { name: "Rudrabhishek" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByTestId("saved-copy-notice")).toHaveTextContent(/Saved .*10:00\s?am IST/);
    onLine.mockRestore();
  });

  it("shows a failure with Retry", () => {
    useMyBookings.mockReturnValue({ isPending: false, isError: true, error: {}, refetch: vi.fn() });
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("in Hindi, speaks Hindi around the booking's own title and host", async () => {
    await inLocale("hi");
    useMyBookings.mockReturnValue(page([requested], true));
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मेरी बुकिंग");
    const item = screen.getByRole("link", { name: "Rudrabhishek" }).closest("li")!;
    expect(item).toHaveTextContent("अनुरोध भेजा गया");
    expect(item).toHaveTextContent("₹1,100");
    expect(screen.getByText("Pandit Ravi")).toHaveAttribute("translate", "no");
    expect(screen.getByRole("button", { name: "और देखें" })).toBeInTheDocument();
  });
});
