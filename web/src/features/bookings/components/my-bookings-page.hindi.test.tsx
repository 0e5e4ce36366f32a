import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { MyBookingsPage } from "./my-bookings-page";

const useMyBookings = vi.hoisted(() => vi.fn());
vi.mock("../api/list-my-bookings", () => ({ useMyBookings }));

beforeEach(() => setLocale("hi"));
afterEach(() => setLocale("en"));

describe("MyBookingsPage in Hindi", () => {
  it("speaks Hindi around the booking's own title and host", () => {
    useMyBookings.mockReturnValue({
      isPending: false,
      isError: false,
      hasNextPage: true,
      isFetchingNextPage: false,
      data: {
        pages: [
          {
            bookings: [
              {
                id: "b1",
                title: "Rudrabhishek",
                status: "requested",
                mode: "online",
                slot: '["2026-12-14 03:30:00+00","2026-12-14 04:30:00+00")',
                price_paise: 110000,
                providers: { display_name: "Pandit Ravi", slug: "pandit-ravi" },
              },
            ],
          },
        ],
      },
    });
    renderWithQuery(<MyBookingsPage devoteeId="user-1" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मेरी बुकिंग");
    const item = screen.getByRole("link", { name: "Rudrabhishek" }).closest("li")!;
    expect(item).toHaveTextContent("अनुरोध भेजा गया");
    expect(item).toHaveTextContent("₹1,100");
    expect(screen.getByText("Pandit Ravi")).toHaveAttribute("translate", "no");
    expect(screen.getByRole("button", { name: "और देखें" })).toBeInTheDocument();
  });
});
