import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { renderSignedIn } from "@/testing/render-signed-in";

import { DevoteeDashboard } from "./devotee-dashboard";

// Recent Bookings' states come from its data hook; the query itself runs against the real server
// in e2e/specs/devotee-booking.spec.ts.
const useRecentBookings = vi.hoisted(() => vi.fn());
vi.mock("../api/list-recent-bookings", () => ({ useRecentBookings }));
const useTodaysActivities = vi.hoisted(() => vi.fn());
vi.mock("../api/list-todays-activities", () => ({ useTodaysActivities }));

beforeEach(() => {
  useRecentBookings.mockReset();
  useRecentBookings.mockReturnValue({ isPending: false, isError: false, data: [] });
  useTodaysActivities.mockReset();
  useTodaysActivities.mockReturnValue({ isPending: false, isError: false, data: [] });
});

const recentBookingsCard = () =>
  screen.getByRole("heading", { name: "Recent Bookings" }).closest("div")!.parentElement!;

describe("DevoteeDashboard", () => {
  it("welcomes the devotee by full name", () => {
    renderSignedIn(<DevoteeDashboard />, { fullName: "Meera Devi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Meera Devi");
  });

  it.each([undefined, "", "   "])("falls back to Devotee for the name %j", (fullName) => {
    renderSignedIn(<DevoteeDashboard />, { fullName });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Devotee");
  });

  it("links the six tiles to their pages", () => {
    renderSignedIn(<DevoteeDashboard />);
    const links = within(screen.getByRole("region", { name: "Services" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/explore",
      "/connect",
      "/book",
      "/live",
      "/pray",
      "/courses",
    ]);
    expect(links.map((link) => link.querySelector("span")?.textContent)).toEqual([
      "Explore",
      "Connect",
      "Book",
      "Live",
      "Pray",
      "Courses",
    ]);
  });

  it("with no bookings yet, shows the sample list labelled Example and the first step", () => {
    renderSignedIn(<DevoteeDashboard />);
    const bookings = recentBookingsCard();
    expect(within(bookings).getByText("Example")).toBeInTheDocument();
    expect(within(bookings).getByText("14 Dec 2026 at 9:00 am")).toBeInTheDocument();
    expect(within(bookings).getAllByText(/^(Confirmed|Booked)$/)).toHaveLength(3);
    expect(within(bookings).getByRole("link", { name: "Book your first pooja" })).toHaveAttribute(
      "href",
      "/connect",
    );
    expect(screen.getByRole("heading", { name: "Today's Activities" })).toBeInTheDocument();
    expect(screen.getByText("Virtual Diya Offering")).toBeInTheDocument();
  });

  it("lists the devotee's own bookings, each linking to its page, with no example", () => {
    useRecentBookings.mockReturnValue({
      isPending: false,
      isError: false,
      data: [
        {
          id: "b1",
          title: "Rudrabhishek",
          status: "confirmed",
          slot: '["2026-12-14 03:30:00+00","2026-12-14 04:30:00+00")',
        },
      ],
    });
    renderSignedIn(<DevoteeDashboard />);
    const bookings = recentBookingsCard();
    expect(within(bookings).getByRole("link", { name: "Rudrabhishek" })).toHaveAttribute(
      "href",
      "/bookings/b1",
    );
    expect(bookings).toHaveTextContent(/Mon, 14 Dec, 9:00\s?am IST/);
    expect(within(bookings).getByText("Confirmed")).toBeInTheDocument();
    expect(within(bookings).queryByText("Example")).not.toBeInTheDocument();
  });

  it("says it is loading, and shows a failure with Retry", () => {
    useRecentBookings.mockReturnValue({ isPending: true, isError: false });
    const { unmount } = renderSignedIn(<DevoteeDashboard />);
    expect(within(recentBookingsCard()).getByRole("status")).toHaveTextContent(
      "Loading your bookings",
    );
    unmount();
    useRecentBookings.mockReturnValue({
      isPending: false,
      isError: true,
      error: {},
      refetch: vi.fn(),
    });
    renderSignedIn(<DevoteeDashboard />);
    expect(within(recentBookingsCard()).getByRole("alert")).toHaveTextContent(
      "Check your connection",
    );
    expect(within(recentBookingsCard()).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("signs out with the Sign Out button", async () => {
    const user = userEvent.setup();
    const { auth } = renderSignedIn(<DevoteeDashboard />);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});
