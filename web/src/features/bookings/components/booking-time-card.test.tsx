import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { BookingDetail } from "../api/get-booking";
import { buildBookingDetail } from "../testing/build-booking-detail";
import { BookingTimeCard } from "./booking-time-card";

// The card's rules (who may move or propose, until when) and what it sends; the functions it calls
// run against the real server in server/src/platform/booking-reschedule.test.ts.
const { rpc, toast, saveCalendarEvent, useBookableTimes } = vi.hoisted(() => ({
  rpc: vi.fn(),
  toast: vi.fn(),
  saveCalendarEvent: vi.fn(),
  useBookableTimes: vi.fn(),
}));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("@/lib/save-calendar-event", () => ({ saveCalendarEvent }));
vi.mock("../use-bookable-times", () => ({
  useBookableTimes,
  lastBookableInstant: (now: Date) => new Date(now.getTime() + 60 * 86_400_000),
}));

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-29T04:30:00Z");
const START = NOW + 72 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const FREE_TIME = "2026-12-02T09:30:00.000Z";

const booking = (overrides: Partial<BookingDetail> = {}) => buildBookingDetail(START, overrides);

function show(detail: BookingDetail, { isDevotee = true, openedAt = NOW } = {}) {
  return renderWithQuery(
    <BookingTimeCard
      booking={detail}
      isDevotee={isDevotee}
      hostName="Pandit Ravi"
      openedAt={openedAt}
    />,
  );
}

beforeEach(() => {
  rpc.mockResolvedValue({ data: null, error: null, status: 200 });
  useBookableTimes.mockReturnValue({
    isPending: false,
    error: null,
    data: [{ starts_at: FREE_TIME, ends_at: "2026-12-02T10:30:00.000Z" }],
    refetch: vi.fn(),
  });
});
afterEach(async () => {
  vi.clearAllMocks();
  await setLocale("en");
});

describe("the devotee", () => {
  it("moves a confirmed booking to a free time, and hears so only after it moved", async () => {
    let settle: (value: unknown) => void = () => {};
    rpc.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    show(booking());
    await userEvent.click(screen.getByRole("button", { name: "Change time" }));
    await userEvent.click(screen.getByRole("button", { name: "Move booking" }));
    expect(screen.getByText("Choose a time.")).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("radio", { name: /3:00 pm IST/ }));
    await userEvent.click(screen.getByRole("button", { name: "Move booking" }));
    expect(rpc).toHaveBeenCalledWith("reschedule_booking", {
      booking_id: "b1",
      starts_at: FREE_TIME,
    });
    expect(toast).not.toHaveBeenCalled();
    settle({ data: null, error: null, status: 200 });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "The booking has moved." }));
  });

  it("shows the database's refusal in the picker and changes nothing", async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: "23P01",
        message: "This slot is no longer available",
        details: '{"code":"booking.slot_taken"}',
        hint: null,
      },
      status: 409,
    });
    show(booking());
    await userEvent.click(screen.getByRole("button", { name: "Change time" }));
    await userEvent.click(screen.getByRole("radio", { name: /3:00 pm IST/ }));
    await userEvent.click(screen.getByRole("button", { name: "Move booking" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Someone else has just booked this time/,
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it("cannot move once the free window has closed, and is told whom to ask", () => {
    show(booking(), { openedAt: START - 10 * HOUR });
    expect(screen.queryByRole("button", { name: "Change time" })).not.toBeInTheDocument();
    expect(screen.getByText(/ask the host if you need another time/)).toBeInTheDocument();
  });

  it("may move until the start when nothing is ever kept", () => {
    show(booking({ kept_percent: 0 }), { openedAt: START - 10 * HOUR });
    expect(screen.getByRole("button", { name: "Change time" })).toBeInTheDocument();
  });

  it("accepts a proposed time or keeps the original", async () => {
    show(
      booking({
        booking_time_proposals: { slot: `["${FREE_TIME}","${iso(Date.parse(FREE_TIME) + HOUR)}")` },
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Pandit Ravi proposes Wed, 2 Dec, 3:00 pm IST",
    );
    await userEvent.click(screen.getByRole("button", { name: "Keep original time" }));
    expect(rpc).toHaveBeenCalledWith("answer_booking_time", { booking_id: "b1", accept: false });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "You kept the original time." }),
    );
  });

  it("adds the booking to a calendar under one UID", async () => {
    show(booking());
    await userEvent.click(screen.getByRole("button", { name: "Add to calendar" }));
    expect(saveCalendarEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        uid: "booking-b1@bhakti-setu",
        title: "Rudrabhishek",
        startsAt: new Date(START),
        endsAt: new Date(START + HOUR),
      }),
    );
  });
});

describe("the host", () => {
  it("proposes a new time rather than moving the booking", async () => {
    show(booking(), { isDevotee: false });
    expect(screen.queryByRole("button", { name: "Change time" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Propose a new time" }));
    await userEvent.click(screen.getByRole("radio", { name: /3:00 pm IST/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    expect(rpc).toHaveBeenCalledWith("propose_booking_time", {
      booking_id: "b1",
      starts_at: FREE_TIME,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Your proposal is sent." }));
  });

  it("sees a proposal waiting, in Hindi too", async () => {
    await setLocale("hi");
    show(
      booking({
        booking_time_proposals: { slot: `["${FREE_TIME}","${iso(Date.parse(FREE_TIME) + HOUR)}")` },
      }),
      { isDevotee: false },
    );
    expect(screen.getByRole("status")).toHaveTextContent(/आपने .* सुझाया है/);
    expect(screen.getByRole("button", { name: "नया समय सुझाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "कैलेंडर में जोड़ें" })).toBeInTheDocument();
  });
});
