import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { buildProviderBooking } from "../testing/build-provider-booking";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { BookingsInbox } from "./bookings-inbox";

// The inbox's states from its data hooks; the rpcs run against the real server in
// e2e/specs/provider-practice.spec.ts and server/src/platform/booking-lifecycle.test.ts.
const hooks = vi.hoisted(() => ({
  useMyProvider: vi.fn(),
  useInboxBookings: vi.fn(),
  useInboxCounts: vi.fn(),
  mutate: vi.fn(),
}));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("../api/list-inbox-bookings", () => ({
  useInboxBookings: hooks.useInboxBookings,
  useInboxCounts: hooks.useInboxCounts,
  // Realtime delivery is the server's test (realtime-screens.test.ts).
  useInboxUpdates: () => undefined,
}));
vi.mock("./booking-actions", () => ({
  useActOnBooking: () => ({ mutate: hooks.mutate, isPending: false }),
}));

const ready = (data: unknown) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  dataUpdatedAt: Date.parse("2026-11-25T12:00:00Z"),
  data,
});

const fetchNextPage = vi.fn();

/** The open tab's first page as the inbox hook returns it, and each tab's count by status. */
function showBookings(rows: ProviderBooking[], { hasNextPage = false } = {}) {
  hooks.useInboxBookings.mockReturnValue({
    ...ready({ pages: [{ bookings: rows }] }),
    hasNextPage,
    isFetchingNextPage: false,
    fetchNextPage,
  });
  const count = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  hooks.useInboxCounts.mockReturnValue(
    ready({
      requested: count(["requested"]),
      upcoming: count(["confirmed"]),
      past: count(["completed", "declined", "cancelled", "expired"]),
    }),
  );
}

function booking(overrides: Partial<ProviderBooking> = {}): ProviderBooking {
  return buildProviderBooking("2026-11-26T05:00:00Z", {
    id: "b1",
    title: "Griha Pravesh Pooja",
    status: "requested",
    end: "2026-11-26T07:00:00Z",
    price_paise: 210000,
    devotee_name: "Verma Family",
    contact_phone: "+91 98765 43210",
    address: "12 MG Road, Pune",
    note: "Please bring flowers",
    sankalp_name: "Anil Verma",
    gotra: "Kashyap",
    ...overrides,
  });
}

/** The card's labelled rows, label then value, as a reader sees them. */
function rowsOfCard(): string[][] {
  return screen
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

afterEach(() => setLocale("en"));

beforeEach(() => {
  hooks.useMyProvider.mockReturnValue(ready({ id: "p1" }));
  showBookings([]);
  fetchNextPage.mockReset();
  hooks.mutate.mockReset();
});

describe("BookingsInbox", () => {
  it("says it is loading, and shows a failed read with Retry", () => {
    hooks.useInboxBookings.mockReturnValue({ ...ready(undefined), isPending: true });
    const { unmount } = renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your bookings");
    unmount();
    hooks.useInboxBookings.mockReturnValue({ ...ready(undefined), isError: true, error: {} });
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/could not reach/);
  });

  it("names the next step when nothing is waiting", () => {
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(screen.getByText(/No requests waiting/)).toBeInTheDocument();
  });

  it("shows the sankalp details, phone and address of a home visit", () => {
    showBookings([booking()]);
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(rowsOfCard()).toEqual([
      ["Devotee", "Verma Family"],
      ["Price", "₹2,100"],
      ["Phone", "+91 98765 43210"],
      ["Address", "12 MG Road, Pune"],
      ["Sankalp for", "Anil Verma"],
      ["Gotra", "Kashyap"],
      ["The devotee's note", "Please bring flowers"],
    ]);
    expect(screen.getByText("12 MG Road, Pune")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    expect(screen.getByRole("tab", { name: "Requested (1)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("labels the sankalp details in Hindi, leaving the names as written", async () => {
    await setLocale("hi");
    showBookings([booking({ nakshatra: "Rohini", family_members: "Sunita, Rahul", note: "" })]);
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(rowsOfCard().slice(-4)).toEqual([
      ["संकल्प किसके नाम से", "Anil Verma"],
      ["गोत्र", "Kashyap"],
      ["नक्षत्र", "Rohini"],
      ["परिवार के सदस्य", "Sunita, Rahul"],
    ]);
    expect(screen.getByText("Kashyap")).toHaveAttribute("translate", "no");
  });

  it("declines only with a reason, and sends it", async () => {
    showBookings([booking()]);
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    await userEvent.click(screen.getByRole("button", { name: "Decline: Griha Pravesh Pooja" }));
    const dialog = within(screen.getByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Decline booking" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Write a reason the devotee will read");
    expect(hooks.mutate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText("Reason"), "Away at a yagna that day");
    await userEvent.click(dialog.getByRole("button", { name: "Decline booking" }));
    expect(hooks.mutate).toHaveBeenCalledWith(
      { action: "decline", bookingId: "b1", reason: "Away at a yagna that day" },
      expect.anything(),
    );
  });

  it("shows the rpc's own words when it refuses, in the dialog", async () => {
    showBookings([booking()]);
    hooks.mutate.mockImplementation((_input, { onError }) =>
      onError({
        code: "PT409",
        message: "This booking is already cancelled",
        hint: "Only a requested booking can be confirmed or declined.",
      }),
    );
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm: Griha Pravesh Pooja" }));
    const dialog = within(screen.getByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirm booking" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("This booking is already cancelled");
  });

  it("offers Mark completed once a confirmed booking has started, Cancel before", async () => {
    showBookings([
      booking({ id: "past", status: "confirmed", start: "2026-11-25T05:00:00Z", title: "Havan" }),
      booking({ id: "next", status: "confirmed", title: "Katha" }),
    ]);
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />, {
      path: "/bookings?tab=upcoming",
    });
    expect(screen.getByRole("button", { name: "Cancel: Katha" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Mark completed: Havan" }));
    expect(hooks.mutate).toHaveBeenCalledWith(
      { action: "complete", bookingId: "past" },
      expect.anything(),
    );
  });

  it("offers Load more while the tab has more pages, in English and Hindi", async () => {
    showBookings([booking()], { hasNextPage: true });
    const { unmount } = renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    unmount();
    await setLocale("hi");
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />);
    expect(screen.getByRole("button", { name: "और दिखाएँ" })).toBeVisible();
  });

  it("asks for the open tab only, and shows no Load more on the last page", () => {
    renderWithQuery(<BookingsInbox paymentsToConfirm={() => null} />, {
      path: "/bookings?tab=past",
    });
    expect(hooks.useInboxBookings).toHaveBeenLastCalledWith("p1", "past");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
