import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { ClientsPage } from "./clients-page";

// The page's states from its data hooks; the grouping is tested in clients.test.ts.
const hooks = vi.hoisted(() => ({ useMyProvider: vi.fn(), useProviderBookings: vi.fn() }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("../api/list-provider-bookings", () => ({
  useProviderBookings: hooks.useProviderBookings,
}));
const ready = (data: unknown) => ({ isPending: false, isError: false, refetch: vi.fn(), data });

beforeEach(() => hooks.useMyProvider.mockReturnValue(ready({ id: "p1" })));

describe("ClientsPage", () => {
  it("says it is loading, then shows a failed read with Retry", () => {
    hooks.useProviderBookings.mockReturnValue({ ...ready(undefined), isPending: true });
    const { unmount } = renderWithQuery(<ClientsPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your clients");
    unmount();
    hooks.useProviderBookings.mockReturnValue({ ...ready(undefined), isError: true, error: {} });
    renderWithQuery(<ClientsPage />);
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  it("names the first step with no clients", () => {
    hooks.useProviderBookings.mockReturnValue(ready([]));
    renderWithQuery(<ClientsPage />);
    expect(screen.getByRole("link", { name: "services" })).toHaveAttribute("href", "/services");
  });

  it("lists each devotee with their bookings", () => {
    hooks.useProviderBookings.mockReturnValue(
      ready([
        {
          id: "b1",
          devotee_id: "a",
          devotee_name: "Asha",
          status: "completed",
          start: "2026-11-10T05:00:00Z",
          title: "Havan",
        },
        {
          id: "b2",
          devotee_id: "a",
          devotee_name: "Asha",
          status: "confirmed",
          start: "2026-11-20T05:00:00Z",
          title: "Katha",
        },
      ]),
    );
    renderWithQuery(<ClientsPage />);
    expect(screen.getByRole("heading", { name: "Asha" })).toBeVisible();
    expect(screen.getByText("2 bookings, 1 completed")).toBeVisible();
  });
});
