import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { AvailabilityPage } from "./availability-page";
import { readyQuery } from "@/testing/query-result";

// The page's states from its data hooks; the requests run against the real server in
// e2e/specs/provider-practice.spec.ts.
const hooks = vi.hoisted(() => ({
  useMyProvider: vi.fn(),
  useWeeklyHours: vi.fn(),
  useDaysOff: vi.fn(),
  useProviderBookings: vi.fn(),
  useAvailableSlots: vi.fn(),
  mutateAsync: vi.fn(),
}));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("./list-weekly-hours", () => ({ useWeeklyHours: hooks.useWeeklyHours }));
vi.mock("./list-days-off", () => ({ useDaysOff: hooks.useDaysOff }));
vi.mock("../api/list-provider-bookings", () => ({
  useProviderBookings: hooks.useProviderBookings,
}));
vi.mock("@/lib/available-slots", () => ({ useAvailableSlots: hooks.useAvailableSlots }));
vi.mock("./change-availability", () => ({
  useChangeAvailability: () => ({ mutateAsync: hooks.mutateAsync }),
}));
vi.mock("./save-booking-settings", () => ({ useSaveBookingSettings: () => ({}) }));

const provider = {
  id: "p1",
  time_zone: "Asia/Kolkata",
  buffer_minutes: 15,
  booking_horizon_days: 60,
};
const mondayMorning = { id: "r1", weekday: 1, start_time: "09:00:00", end_time: "13:00:00" };

beforeEach(() => {
  hooks.useMyProvider.mockReturnValue(readyQuery(provider));
  hooks.useWeeklyHours.mockReturnValue(readyQuery([]));
  hooks.useDaysOff.mockReturnValue(readyQuery([]));
  hooks.useProviderBookings.mockReturnValue(readyQuery([]));
  hooks.useAvailableSlots.mockReturnValue(readyQuery([]));
  hooks.mutateAsync.mockReset();
});
afterEach(async () => {
  await setLocale("en");
});

describe("AvailabilityPage", () => {
  it("says it is loading, and sends a provider without a profile to /profile", () => {
    hooks.useMyProvider.mockReturnValue({ ...readyQuery(undefined), isPending: true });
    const { unmount } = renderWithQuery(<AvailabilityPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your availability");
    unmount();
    hooks.useMyProvider.mockReturnValue(readyQuery(null));
    renderWithQuery(<AvailabilityPage />);
    expect(screen.getByRole("link", { name: "profile" })).toHaveAttribute("href", "/profile");
  });

  it("shows a failed read with Retry", () => {
    hooks.useDaysOff.mockReturnValue({ ...readyQuery(undefined), isError: true, error: {} });
    renderWithQuery(<AvailabilityPage />);
    expect(screen.getByRole("alert")).toHaveTextContent(/could not reach/);
  });

  it("with no hours says devotees cannot book yet and every day is closed", () => {
    renderWithQuery(<AvailabilityPage />);
    expect(screen.getByText(/Devotees cannot book you yet/)).toBeInTheDocument();
    expect(screen.getAllByText("Closed")).toHaveLength(7);
  });

  it("adds a second range on a day (a break), and refuses one that overlaps", async () => {
    hooks.useWeeklyHours.mockReturnValue(readyQuery([mondayMorning]));
    hooks.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<AvailabilityPage />);
    expect(screen.getByRole("button", { name: "Remove Monday 9:00 am–1:00 pm" })).toBeVisible();

    const from = screen.getByLabelText("From");
    const until = screen.getByLabelText("Until");
    await userEvent.clear(from);
    await userEvent.type(from, "12:00");
    await userEvent.clear(until);
    await userEvent.type(until, "15:00");
    await userEvent.click(screen.getByRole("button", { name: "Add hours" }));
    expect(until).toHaveAccessibleDescription(/overlap hours you already have/);
    expect(hooks.mutateAsync).not.toHaveBeenCalled();

    await userEvent.clear(from);
    await userEvent.type(from, "16:00");
    await userEvent.clear(until);
    await userEvent.type(until, "19:00");
    await userEvent.click(screen.getByRole("button", { name: "Add hours" }));
    expect(hooks.mutateAsync).toHaveBeenCalledWith({
      add: "weekly-hours",
      weekday: 1,
      start: "16:00",
      end: "19:00",
    });
  });

  it("shows the next two weeks with bookings and free hours", () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    hooks.useProviderBookings.mockReturnValue(
      readyQuery([{ id: "b1", title: "Griha Pravesh", status: "confirmed", start, end: start }]),
    );
    hooks.useAvailableSlots.mockReturnValue(readyQuery([{ starts_at: start, ends_at: start }]));
    renderWithQuery(<AvailabilityPage />);
    const calendar = within(
      screen.getByRole("heading", { name: "The next two weeks" }).closest("div")!.parentElement!,
    );
    expect(calendar.getAllByRole("heading", { level: 3 })).toHaveLength(14);
    expect(calendar.getByText(/Griha Pravesh/)).toBeInTheDocument();
    expect(calendar.getByText(/^1 free:/)).toBeInTheDocument();
  });

  it("sets the same hours on every day in one action, keeping days already busy then", async () => {
    hooks.useWeeklyHours.mockReturnValue(readyQuery([mondayMorning]));
    hooks.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<AvailabilityPage />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Same hours every day" }));
    expect(screen.queryByLabelText("Day")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add hours" }));
    expect(hooks.mutateAsync).toHaveBeenCalledOnce();
    expect(hooks.mutateAsync).toHaveBeenCalledWith({
      add: "weekly-hours-list",
      ranges: [2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, start: "09:00", end: "13:00" })),
    });
  });

  it("copies a day's hours to the other days in one action", async () => {
    const mondayEvening = { id: "r2", weekday: 1, start_time: "17:00:00", end_time: "20:00:00" };
    const sundayMorning = { id: "r3", weekday: 0, start_time: "08:00:00", end_time: "10:00:00" };
    hooks.useWeeklyHours.mockReturnValue(readyQuery([mondayMorning, mondayEvening, sundayMorning]));
    hooks.mutateAsync.mockResolvedValue(undefined);
    renderWithQuery(<AvailabilityPage />);
    await userEvent.click(
      screen.getByRole("button", { name: "Copy to other days: Monday's hours" }),
    );
    const ranges = hooks.mutateAsync.mock.calls[0]?.[0].ranges as { weekday: number }[];
    expect(ranges).toHaveLength(11);
    // Sunday keeps its morning; its evening is added.
    expect(ranges.filter((range) => range.weekday === 0)).toEqual([
      { weekday: 0, start: "17:00", end: "20:00" },
    ]);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Monday's hours are copied to the other days",
    );
  });

  it("offers both in Hindi", async () => {
    await setLocale("hi");
    hooks.useWeeklyHours.mockReturnValue(readyQuery([mondayMorning]));
    renderWithQuery(<AvailabilityPage />);
    expect(screen.getByRole("checkbox", { name: "हर दिन यही समय" })).toBeVisible();
    expect(
      screen.getByRole("button", { name: "बाकी दिनों में कॉपी करें: सोमवार का समय" }),
    ).toHaveTextContent("बाकी दिनों में कॉपी करें");
  });
});
