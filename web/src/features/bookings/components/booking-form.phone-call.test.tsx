import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { BookableOffering } from "../api/get-offering";
import { BookingForm } from "./booking-form";

// A phone-call offering asks the devotee for the phone the host calls. The form's states from
// its data hooks; book_offering and available_slots themselves run against
// the real server in e2e/specs/devotee-booking.spec.ts and server/src/platform/book-offering.test.ts.
const { useAvailableSlots, useBookOffering } = vi.hoisted(() => ({
  useAvailableSlots: vi.fn(),
  useBookOffering: vi.fn(),
}));
vi.mock("@/lib/available-slots", () => ({ useAvailableSlots }));
vi.mock("../api/book-offering", () => ({ useBookOffering }));

const NOW = new Date("2026-11-24T00:00:00Z");
const SLOTS = [
  { starts_at: "2026-11-25T04:30:00+00:00", ends_at: "2026-11-25T05:30:00+00:00" },
  { starts_at: "2026-11-25T05:00:00+00:00", ends_at: "2026-11-25T06:00:00+00:00" },
];

function offering(overrides: Partial<BookableOffering> = {}): BookableOffering {
  return {
    id: "o1",
    kind: "online_pooja",
    title: "Rudrabhishek",
    description: "",
    mode: "online",
    duration_minutes: 60,
    price_paise: 110000,
    free_cancel_hours: 24,
    kept_percent: 50,
    is_sample: false,
    provider_id: "p1",
    providers: {
      display_name: "Pandit Ravi",
      slug: "pandit-ravi",
      booking_horizon_days: 60,
      verified_at: "2026-11-20T05:00:00Z",
    },
    temple_id: null,
    temples: null,
    schedule_weekdays: null,
    authorised_by: null,
    ...overrides,
  };
}

let mutate: ReturnType<typeof vi.fn>;
let bookState: Record<string, unknown>;
const refetch = vi.fn();

beforeEach(() => {
  mutate = vi.fn();
  bookState = { mutate, isPending: false, isError: false, error: null };
  useBookOffering.mockImplementation(() => bookState);
  useAvailableSlots.mockReturnValue({ isPending: false, error: null, data: SLOTS, refetch });
});

function renderForm(overrides: Partial<BookableOffering> = {}, initialStart: string | null = null) {
  return renderWithQuery(
    <BookingForm offering={offering(overrides)} initialStart={initialStart} now={NOW} />,
  );
}

describe("BookingForm for a phone call", () => {
  it("asks for the phone the host calls, and books with it", async () => {
    const user = userEvent.setup();
    renderForm({ kind: "consultation", meeting_kind: "phone_call" });
    const phone = screen.getByLabelText("Phone number");
    expect(phone).toHaveAccessibleDescription(/The host will call you on this number/);
    await user.click(screen.getAllByRole("radio")[0]!);
    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    expect(mutate).not.toHaveBeenCalled();
    await user.type(phone, "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ mode: "online", phone: "+91 98765 43210", address: null }),
      expect.anything(),
    );
  });

  it("asks no phone for a video session", () => {
    renderForm({ kind: "consultation", meeting_kind: "private_room" });
    expect(screen.queryByLabelText("Phone number")).not.toBeInTheDocument();
  });

  it("says in Hindi that the host will call", async () => {
    await setLocale("hi");
    try {
      renderForm({ kind: "consultation", meeting_kind: "phone_call" });
      expect(screen.getByRole("textbox", { name: /फ़ोन/ })).toHaveAccessibleDescription(
        /मेज़बान बुक किए गए समय पर आपको इसी नंबर पर कॉल करेंगे।/,
      );
    } finally {
      await setLocale("en");
    }
  });
});
