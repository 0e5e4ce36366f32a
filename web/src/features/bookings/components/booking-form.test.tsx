import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import type { BookableOffering } from "../api/get-offering";
import { BookingForm } from "./booking-form";
import { RUDRABHISHEK } from "../testing/rudrabhishek";

// The form's states from its data hooks; book_offering and available_slots themselves run against
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
    <BookingForm offering={RUDRABHISHEK(overrides)} initialStart={initialStart} now={NOW} />,
  );
}

describe("BookingForm", () => {
  it("asks for the free times of the chosen India day for the offering's duration", () => {
    renderForm();
    expect(screen.getByLabelText("Date")).toHaveValue("2026-11-24");
    expect(useAvailableSlots).toHaveBeenLastCalledWith(
      {
        providerId: "p1",
        from: "2026-11-23T18:30:00.000Z",
        to: "2026-11-24T18:30:00.000Z",
        durationMinutes: 60,
      },
      true,
    );
  });

  it("says when the times are loading, when a day has none, and when they failed", () => {
    useAvailableSlots.mockReturnValue({ isPending: true, error: null, refetch });
    const { unmount } = renderForm();
    expect(screen.getByRole("status")).toHaveTextContent("Loading free times");
    unmount();
    useAvailableSlots.mockReturnValue({ isPending: false, error: null, data: [], refetch });
    const second = renderForm();
    expect(screen.getByText("No free times on this day. Try another date.")).toBeInTheDocument();
    second.unmount();
    useAvailableSlots.mockReturnValue({ isPending: false, error: {}, refetch });
    renderForm();
    expect(screen.getByRole("alert")).toHaveTextContent("Check your connection");
  });

  it("books the chosen time with the sankalp details apart from the note, after showing the price", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole("region", { name: "Review" })).toHaveTextContent("₹1,100");
    await user.click(screen.getAllByRole("radio")[1]!);
    await user.type(screen.getByLabelText("Name for the sankalp"), "Meera Sharma");
    await user.type(screen.getByLabelText("Gotra"), "Kashyap");
    await user.type(screen.getByLabelText("Family members"), "Ravi, Asha");
    await user.type(screen.getByLabelText("Note for the provider (optional)"), "Please call first");
    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    expect(mutate).toHaveBeenCalledWith(
      {
        offeringId: "o1",
        startsAt: SLOTS[1]!.starts_at,
        mode: "online",
        note: "Please call first",
        phone: null,
        address: null,
        sankalpName: "Meera Sharma",
        gotra: "Kashyap",
        nakshatra: "",
        familyMembers: "Ravi, Asha",
      },
      expect.anything(),
    );
  });

  it("asks for a time, and for a phone and address for a pooja at home, before booking", async () => {
    const user = userEvent.setup();
    renderForm({ kind: "home_pooja", mode: "both" });
    await user.click(screen.getByRole("radio", { name: "In person" }));
    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    expect(screen.getByText("Choose one of the free times")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
      /Enter a phone number the pujari can call/,
    );
    expect(screen.getByLabelText("Address of the pooja")).toHaveAccessibleDescription(
      "Enter the address where the pooja will take place",
    );
    expect(mutate).not.toHaveBeenCalled();
  });

  it("needs no sankalp for a consultation", () => {
    renderForm({ kind: "consultation" });
    expect(screen.queryByLabelText("Gotra")).not.toBeInTheDocument();
  });

  it("when someone else took the time first, says so and clears the choice", async () => {
    mutate.mockImplementation((_input, { onError }: { onError: (error: unknown) => void }) => {
      bookState = { ...bookState, isError: true, error: { code: "23P01" } };
      onError({ code: "23P01" });
    });
    const user = userEvent.setup();
    renderForm({}, SLOTS[0]!.starts_at);
    expect(screen.getAllByRole("radio")[0]).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone else has just booked this time",
    );
    const times = screen.getByRole("group", { name: "Free times" });
    expect(within(times).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
  });

  it("shows the function's own words for other refusals", async () => {
    bookState = {
      ...bookState,
      isError: true,
      error: {
        code: "22023",
        message: "The provider is away at this time",
        hint: "Pick one of the times available_slots returns.",
      },
    };
    renderForm();
    expect(screen.getByRole("alert")).toHaveTextContent("The provider is away at this time");
  });
});

// A phone-call offering asks the devotee for the phone the host calls.
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
