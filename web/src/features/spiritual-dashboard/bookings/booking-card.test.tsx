import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { buildProviderBooking } from "../testing/build-provider-booking";
import { BookingCard } from "./booking-card";

const request = buildProviderBooking("2026-12-01T04:30:00Z", {
  id: "b1",
  title: "Rudrabhishek",
  status: "requested",
  mode: "online",
  end: "2026-12-01T05:30:00Z",
  devotee_name: "Meera Sharma",
  created_at: "2026-11-24T04:30:00Z",
  paid_at: null,
});

afterEach(() => setLocale("en"));

describe("BookingCard", () => {
  it("marks a prepaid request that is paid", () => {
    const { unmount } = render(<BookingCard booking={request} />);
    expect(screen.queryByText("Paid")).not.toBeInTheDocument();
    unmount();
    render(<BookingCard booking={{ ...request, paid_at: "2026-11-24T04:31:00Z" }} />);
    expect(screen.getByText("Paid")).toBeInTheDocument();
  });

  it("says Paid in Hindi", async () => {
    await setLocale("hi");
    render(<BookingCard booking={{ ...request, paid_at: "2026-11-24T04:31:00Z" }} />);
    expect(screen.getByText("भुगतान हो गया")).toBeInTheDocument();
  });
});
