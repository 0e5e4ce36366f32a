import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { ClientsPage } from "./clients-page";
import { expectLoadingThenRetry, readyQuery } from "@/testing/query-result";

// The page's states from its data hooks; the grouping is tested in clients.test.ts.
const hooks = vi.hoisted(() => ({ useMyProvider: vi.fn(), useProviderBookings: vi.fn() }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("../api/list-provider-bookings", () => ({
  useProviderBookings: hooks.useProviderBookings,
}));

beforeEach(() => hooks.useMyProvider.mockReturnValue(readyQuery({ id: "p1" })));

describe("ClientsPage", () => {
  it("says it is loading, then shows a failed read with Retry", () => {
    expectLoadingThenRetry(
      hooks.useProviderBookings,
      () => renderWithQuery(<ClientsPage />),
      "Loading your clients",
    );
  });

  it("names the first step with no clients", () => {
    hooks.useProviderBookings.mockReturnValue(readyQuery([]));
    renderWithQuery(<ClientsPage />);
    expect(screen.getByRole("link", { name: "services" })).toHaveAttribute("href", "/services");
  });

  it("lists each devotee with their bookings", () => {
    hooks.useProviderBookings.mockReturnValue(
      readyQuery([
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
