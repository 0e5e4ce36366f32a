import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { BookingDetail } from "../api/get-booking";
import { buildBookingDetail, buildBookingEvent } from "../testing/build-booking-detail";
import { BookingDetailPage, type BookingPageSlots } from "./booking-detail-page";

// The page's states from its data hooks; the rpc and the reads run against the real server in
// e2e/specs/devotee-booking.spec.ts and server/src/platform/booking-lifecycle.test.ts.
const { useBooking, useCancelBooking } = vi.hoisted(() => ({
  useBooking: vi.fn(),
  useCancelBooking: vi.fn(),
}));
vi.mock("../api/get-booking", () => ({ useBooking, bookingKey: (id: string) => ["booking", id] }));
vi.mock("../api/cancel-booking", () => ({ useCancelBooking }));

const IN_TEN_DAYS = Date.now() + 10 * 86_400_000;

const booking = (overrides: Partial<BookingDetail> = {}) =>
  buildBookingDetail(IN_TEN_DAYS, {
    note: "Please call first",
    sankalp_name: "Meera Sharma",
    gotra: "Kashyap",
    providers: {
      display_name: "Pandit Ravi",
      slug: "pandit-ravi",
      verified_at: "2026-11-20T05:00:00Z",
      booking_horizon_days: 60,
    },
    ...overrides,
  });

const event = buildBookingEvent;

/** Stand-ins for what the route places, showing the facts the page hands them. */
const SLOTS: BookingPageSlots = {
  payment: ({ booking, isDevotee, hostName, bookingKey }) => (
    <p data-testid="payment">
      {[
        booking.id,
        booking.status,
        booking.price_paise,
        booking.offeringKind,
        isDevotee ? "devotee" : "host",
        hostName,
        bookingKey.join(","),
      ].join(" ")}
    </p>
  ),
  review: ({ bookingId, status, hostName }) => (
    <p data-testid="review">{[bookingId, status, hostName].join(" ")}</p>
  ),
};

/** The value beside a label in the booking's details. */
const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

let mutate: ReturnType<typeof vi.fn>;
afterEach(() => setLocale("en"));
beforeEach(() => {
  mutate = vi.fn();
  useCancelBooking.mockReturnValue({ mutate, isPending: false, isError: false });
});

describe("BookingDetailPage", () => {
  it("says it is loading, then that a booking it cannot see does not exist", () => {
    useBooking.mockReturnValue({ isPending: true });
    const { unmount } = renderWithQuery(
      <BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading the booking");
    unmount();
    useBooking.mockReturnValue({ isPending: false, isError: false, data: null });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    expect(screen.getByText(/could not find this booking/)).toBeInTheDocument();
  });

  it("shows a failure with Retry", () => {
    useBooking.mockReturnValue({ isPending: false, isError: true, error: {}, refetch: vi.fn() });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Check your connection");
  });

  it("shows the timeline so far and the step still to come", () => {
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: {
        booking: booking(),
        events: [
          event(1, "requested"),
          event(2, "requested", "Paid ₹1,100 by test checkout.", "payment"),
          event(3, "confirmed"),
        ],
      },
    });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    const steps = within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("p")?.textContent)).toEqual([
      "Requested",
      "Payment",
      "Confirmed",
      "Completed (not yet)",
    ]);
    expect(steps[1]).toHaveTextContent("Paid ₹1,100 by test checkout.");
    expect(valueOf("Sankalp for")).toHaveTextContent("Meera Sharma");
    expect(valueOf("Gotra")).toHaveTextContent("Kashyap");
    expect(valueOf("Your note")).toHaveTextContent("Please call first");
    expect(screen.queryByText("Nakshatra")).not.toBeInTheDocument();
    expect(screen.getByText(/Verified since 20 Nov 2026/)).toBeInTheDocument();
  });

  it("labels the sankalp details in Hindi, leaving the names as written", async () => {
    await setLocale("hi");
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: {
        booking: booking({ nakshatra: "Rohini", family_members: "Ravi, Asha", note: "" }),
        events: [event(1, "requested")],
      },
    });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    expect(valueOf("संकल्प किसके नाम से")).toHaveTextContent("Meera Sharma");
    expect(valueOf("गोत्र")).toHaveTextContent("Kashyap");
    expect(valueOf("गोत्र")).toHaveAttribute("translate", "no");
    expect(valueOf("नक्षत्र")).toHaveTextContent("Rohini");
    expect(valueOf("परिवार के सदस्य")).toHaveTextContent("Ravi, Asha");
    expect(screen.queryByText("आपका संदेश")).not.toBeInTheDocument();
  });

  it("previews the refund under the provider's rule before cancelling", async () => {
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: { booking: booking(), events: [event(1, "requested"), event(2, "confirmed")] },
    });
    const user = userEvent.setup();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(dialog).toHaveTextContent("Refunded to you₹1,100");
    expect(dialog).toHaveTextContent("Kept by the provider₹0");
    await user.type(within(dialog).getByLabelText(/Reason/), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    expect(mutate).toHaveBeenCalledWith("Travelling", expect.anything());
  });

  it("shows who cancelled, why and the refund, and offers no Cancel", () => {
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: {
        booking: booking({
          status: "cancelled",
          cancelled_by: "provider",
          cancel_reason: "Unwell",
          refundable_paise: 110000,
        }),
        events: [event(1, "requested"), event(2, "cancelled", "Unwell")],
      },
    });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />);
    expect(screen.getByText("The provider: Unwell")).toBeInTheDocument();
    expect(screen.getByText("Reason: Unwell")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeInTheDocument();
  });

  it("lets the host read it and answer it here", () => {
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: { booking: booking({ status: "requested" }), events: [event(1, "requested")] },
    });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={SLOTS} />);
    expect(valueOf("The devotee's note")).toHaveTextContent("Please call first");
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeInTheDocument();
  });
  it("places the payment with the booking's facts and, for the devotee only, the review", () => {
    useBooking.mockReturnValue({
      isPending: false,
      isError: false,
      data: { booking: booking({ status: "completed" }), events: [] },
    });
    const { unmount } = renderWithQuery(
      <BookingDetailPage bookingId="b1" viewerId="user-1" slots={SLOTS} />,
    );
    expect(screen.getByTestId("payment")).toHaveTextContent(
      "b1 completed 110000 online_pooja devotee Pandit Ravi booking,b1",
    );
    expect(screen.getByTestId("review")).toHaveTextContent("b1 completed Pandit Ravi");
    unmount();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="provider-1" slots={SLOTS} />);
    expect(screen.getByTestId("payment")).toHaveTextContent("host");
    expect(screen.queryByTestId("review")).not.toBeInTheDocument();
  });
});
