import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { BookingDetail, BookingEvent } from "../api/get-booking";
import type { BookingMeeting } from "../api/get-booking-meeting";
import { buildBookingDetail, buildBookingEvent } from "../testing/build-booking-detail";
import { BookingDetailPage } from "./booking-detail-page";

/** The payment and review the route places are their features' own tests' business. */
const NO_SLOTS = { payment: () => null, review: () => null };

// The booking page's session and host parts from their data hooks; the rules behind them (who
// reads a meeting, when) run against the real server in server/src/platform/booking-meetings.test.ts.
const { useBooking, useBookingMeeting, changeMeeting, actOnBooking, toast } = vi.hoisted(() => ({
  useBooking: vi.fn(),
  useBookingMeeting: vi.fn(),
  changeMeeting: vi.fn(),
  actOnBooking: vi.fn(),
  toast: vi.fn(),
}));
vi.mock("../api/get-booking", () => ({ useBooking, bookingKey: (id: string) => ["booking", id] }));
vi.mock("../api/get-booking-meeting", () => ({ useBookingMeeting }));
vi.mock("../api/change-booking-meeting", () => ({
  useChangeBookingMeeting: () => ({ mutate: changeMeeting, isPending: false }),
}));
vi.mock("@/lib/booking-actions", () => ({ actOnBooking }));
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const START = Date.parse("2026-12-01T04:30:00Z"); // 10:00 IST
const MINUTE = 60_000;
const ROOM = "https://meet.jit.si/BhaktiSetu-0123456789abcdef0123456789abcdef";

const booking = (overrides: Partial<BookingDetail> = {}) => buildBookingDetail(START, overrides);

const event = buildBookingEvent;

function show(
  detail: BookingDetail,
  meeting: BookingMeeting | null = { kind: "private_room", url: ROOM },
  events: BookingEvent[] = [event(1, "requested"), event(2, "confirmed")],
) {
  useBooking.mockReturnValue({
    isPending: false,
    isError: false,
    data: { booking: detail, events },
  });
  useBookingMeeting.mockReturnValue({ isPending: false, data: meeting });
}

const at = (ms: number) => vi.setSystemTime(new Date(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(START - 60 * MINUTE);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await setLocale("en");
});

describe("Join", () => {
  it("is hidden 16 minutes before the start, with the time it opens", () => {
    show(booking());
    at(START - 16 * MINUTE);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.queryByRole("link", { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You can join from Tue, 1 Dec, 9:45 am IST/)).toBeInTheDocument();
    expect(screen.getByText("A private video room made for this booking.")).toBeInTheDocument();
  });

  it("opens the room in a new tab from 15 minutes before the start", () => {
    show(booking());
    at(START - 15 * MINUTE);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    const join = screen.getByRole("link", { name: "Join (opens in a new tab)" });
    expect(join).toHaveAttribute("href", ROOM);
    expect(join).toHaveAttribute("target", "_blank");
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("is gone once the session has ended", () => {
    show(booking());
    at(START + 60 * MINUTE);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.queryByRole("link", { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.getByText("This session has ended.")).toBeInTheDocument();
  });

  it("is not asked for before the booking is confirmed", () => {
    show(booking({ status: "requested" }), null, [event(1, "requested")]);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(useBookingMeeting).toHaveBeenCalledWith("b1", false);
    expect(screen.queryByRole("heading", { name: "Joining the session" })).not.toBeInTheDocument();
  });

  it("says in Hindi when it opens, then Join", async () => {
    await setLocale("hi");
    show(booking());
    at(START - 16 * MINUTE);
    const { unmount } = renderWithQuery(
      <BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />,
    );
    expect(screen.getByText(/से जुड़ सकते हैं, शुरू होने से 15 मिनट पहले।/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /जुड़ें/ })).not.toBeInTheDocument();
    unmount();
    at(START - 15 * MINUTE);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.getByRole("link", { name: "जुड़ें (नए टैब में खुलता है)" })).toHaveAttribute("href", ROOM);
  });
});

describe("a phone call", () => {
  it("tells the devotee who calls, and the host whom to call", () => {
    show(booking({ contact_phone: "+91 98765 43210" }), { kind: "phone_call", url: null });
    const { unmount } = renderWithQuery(
      <BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />,
    );
    expect(screen.getByText("Pandit Ravi will call you at +91 98765 43210.")).toBeInTheDocument();
    unmount();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    expect(screen.getByText(/Call Meera Sharma at/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
  });
});

describe("the timeline and badges", () => {
  it("shows the host's confirmation as a message from them, a decline as a reason, and Paid", () => {
    show(booking({ paid_at: "2026-11-24T04:31:00Z" }), null, [
      event(1, "requested"),
      event(2, "confirmed", "Keep a diya ready"),
    ]);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.getByText("Message from Pandit Ravi: Keep a diya ready")).toBeInTheDocument();
    expect(screen.queryByText(/Reason: Keep a diya ready/)).not.toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
  });

  it("keeps Reason for a decline, and words both in Hindi", async () => {
    await setLocale("hi");
    show(booking({ status: "declined", paid_at: "2026-11-24T04:31:00Z" }), null, [
      event(1, "requested"),
      event(2, "declined", "Travelling"),
    ]);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.getByText(/Travelling/)).not.toHaveTextContent("संदेश");
    expect(screen.getByText("भुगतान हो गया")).toBeInTheDocument();
  });

  it("words the host's message in Hindi", async () => {
    await setLocale("hi");
    show(
      booking({
        temples: { name: "Kashi Mandir", slug: "kashi", verified_at: null },
        providers: null,
      }),
      null,
      [event(1, "requested"), event(2, "confirmed", "Keep a diya ready")],
    );
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="user-1" slots={NO_SLOTS} />);
    expect(screen.getByText("Kashi Mandir का संदेश: Keep a diya ready")).toBeInTheDocument();
  });
});

describe("the host on the booking page", () => {
  it("confirms a request with a message, and says so only once it is done", async () => {
    show(booking({ status: "requested" }), null, [event(1, "requested")]);
    let finish: (value: unknown) => void = () => undefined;
    actOnBooking.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm this booking?" });
    await user.type(within(dialog).getByLabelText(/Message to the devotee/), "Keep a diya ready");
    await user.click(within(dialog).getByRole("button", { name: "Confirm booking" }));
    expect(actOnBooking).toHaveBeenCalledWith(
      { action: "confirm", bookingId: "b1", reason: "Keep a diya ready" },
      expect.anything(),
    );
    expect(toast).not.toHaveBeenCalled();
    finish({ status: "confirmed" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Booking confirmed" }));
  });

  it("declines only with a reason", async () => {
    show(booking({ status: "requested" }), null, [event(1, "requested")]);
    actOnBooking.mockResolvedValue({ status: "declined" });
    const user = userEvent.setup();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline this booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline booking" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Write a reason");
    expect(actOnBooking).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText("Reason"), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Decline booking" }));
    expect(actOnBooking).toHaveBeenCalledWith(
      { action: "decline", bookingId: "b1", reason: "Travelling" },
      expect.anything(),
    );
  });

  it("cancels a confirmed booking before its start, and marks it completed after", async () => {
    show(booking());
    const user = userEvent.setup();
    const { unmount } = renderWithQuery(
      <BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />,
    );
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark completed" })).not.toBeInTheDocument();
    unmount();
    at(START + 5 * MINUTE);
    actOnBooking.mockResolvedValue({ status: "completed" });
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    await user.click(screen.getByRole("button", { name: "Mark completed" }));
    expect(actOnBooking).toHaveBeenCalledWith(
      { action: "complete", bookingId: "b1" },
      expect.anything(),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Marked completed" }));
  });

  it("answers in Hindi", async () => {
    await setLocale("hi");
    show(booking({ status: "requested" }), null, [event(1, "requested")]);
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    expect(screen.getByRole("button", { name: "पुष्टि करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अस्वीकार करें" })).toBeInTheDocument();
  });

  it("changes the link after confirming, refusing what is not https or points here", async () => {
    show(booking());
    const user = userEvent.setup();
    renderWithQuery(<BookingDetailPage bookingId="b1" viewerId="host-1" slots={NO_SLOTS} />);
    const input = screen.getByLabelText("Another video link");
    await user.type(input, "http://meet.google.com/abc");
    await user.click(screen.getByRole("button", { name: "Use this link" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a link that starts with https://");
    await user.clear(input);
    await user.type(input, `${window.location.origin.replace("http:", "https:")}/bookings`);
    await user.click(screen.getByRole("button", { name: "Use this link" }));
    expect(screen.getByRole("alert")).toHaveTextContent("not a page of this site");
    expect(changeMeeting).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "https://meet.google.com/abc-defg-hij");
    await user.click(screen.getByRole("button", { name: "Use this link" }));
    expect(changeMeeting).toHaveBeenCalledWith(
      "https://meet.google.com/abc-defg-hij",
      expect.anything(),
    );
  });
});
