import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { BookOfferingPage } from "./book-offering-page";
import { RUDRABHISHEK } from "../testing/rudrabhishek";

// The page's states from its data hook; the form has its own tests (booking-form.test.tsx).
const useOffering = vi.hoisted(() => vi.fn());
vi.mock("../api/get-offering", () => ({ useOffering }));
vi.mock("./booking-form", () => ({ BookingForm: () => <form aria-label="Booking form" /> }));

const offering = RUDRABHISHEK();

function renderPage() {
  return renderWithQuery(<BookOfferingPage offeringId="o1" initialStart={null} />);
}

describe("BookOfferingPage", () => {
  it("says it is loading", () => {
    useOffering.mockReturnValue({ isPending: true });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the offering");
  });

  it("names the offering and its provider above the form", () => {
    useOffering.mockReturnValue({ isPending: false, isError: false, data: offering });
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Book Rudrabhishek");
    expect(screen.getByRole("link", { name: "Pandit Ravi" })).toHaveAttribute(
      "href",
      "/connect/pandit-ravi",
    );
    expect(screen.getByRole("form", { name: "Booking form" })).toBeInTheDocument();
  });

  it("explains that an example or withdrawn offering cannot be booked, and where to go", () => {
    useOffering.mockReturnValue({
      isPending: false,
      isError: false,
      data: { ...offering, is_sample: true },
    });
    const { unmount } = renderPage();
    expect(screen.getByText(/example offering and cannot be booked/)).toBeInTheDocument();
    unmount();
    useOffering.mockReturnValue({ isPending: false, isError: false, data: null });
    renderPage();
    expect(screen.getByText(/no longer available/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a verified guru or pujari" })).toHaveAttribute(
      "href",
      "/connect",
    );
  });

  it("shows a failure with Retry", () => {
    useOffering.mockReturnValue({ isPending: false, isError: true, error: {}, refetch: vi.fn() });
    renderPage();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
