import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { BookPage } from "./book-page";
import { PANDIT_RAVI } from "../testing/pandit-ravi";

// The page's states from its data hooks; the queries run against the real server in e2e.
const { useBookableOfferings, useMyBookings } = vi.hoisted(() => ({
  useBookableOfferings: vi.fn(),
  useMyBookings: vi.fn(),
}));
vi.mock("../api/list-bookable-offerings", () => ({ useBookableOfferings }));
vi.mock("../api/list-my-bookings", () => ({ useMyBookings }));

const offering = {
  id: "o1",
  title: "Griha Pravesh",
  duration_minutes: 150,
  price_paise: 1100000,
  providers: PANDIT_RAVI,
  temple_id: null,
  temples: null,
  schedule_weekdays: null,
};

beforeEach(() => {
  useMyBookings.mockReturnValue({ data: undefined });
});

describe("BookPage", () => {
  it("says it is loading, then names the next step when nothing can be booked", () => {
    useBookableOfferings.mockReturnValue({ isPending: true });
    const { unmount } = renderWithQuery(<BookPage devoteeId="user-1" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading offerings");
    unmount();
    useBookableOfferings.mockReturnValue({
      isPending: false,
      isError: false,
      data: { pages: [{ offerings: [], hasMore: false }] },
    });
    renderWithQuery(<BookPage devoteeId="user-1" />);
    expect(screen.getByText(/Follow a guru on Connect/)).toBeInTheDocument();
  });

  it("lists what can be booked, loads more, and offers the providers booked before", async () => {
    const fetchNextPage = vi.fn();
    useBookableOfferings.mockReturnValue({
      isPending: false,
      isError: false,
      hasNextPage: true,
      fetchNextPage,
      data: { pages: [{ offerings: [offering], hasMore: true }] },
    });
    useMyBookings.mockReturnValue({
      data: {
        pages: [{ bookings: [{ providers: { display_name: "Acharya Dev", slug: "dev" } }] }],
      },
    });
    renderWithQuery(<BookPage devoteeId="user-1" />);
    expect(
      screen.getByRole("link", { name: "Book Griha Pravesh with Pandit Ravi" }),
    ).toHaveAttribute("href", "/book/o1");
    expect(screen.getByText(/Pandit Ravi · 150 minutes · ₹11,000/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acharya Dev" })).toHaveAttribute(
      "href",
      "/connect/dev",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("shows a failure with Retry", () => {
    useBookableOfferings.mockReturnValue({
      isPending: false,
      isError: true,
      error: {},
      refetch: vi.fn(),
    });
    renderWithQuery(<BookPage devoteeId="user-1" />);
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
