import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { EarningsPage } from "./earnings-page";
import { expectLoadingThenRetry, readyQuery } from "@/testing/query-result";

// The page's states from its data hooks; the grouping and CSV are tested in earnings.test.ts.
const hooks = vi.hoisted(() => ({ useMyProvider: vi.fn(), useProviderBookings: vi.fn() }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("../api/list-provider-bookings", () => ({
  useProviderBookings: hooks.useProviderBookings,
}));

beforeEach(() => hooks.useMyProvider.mockReturnValue(readyQuery({ id: "p1" })));

describe("EarningsPage", () => {
  it("says it is loading, then shows a failed read with Retry", () => {
    expectLoadingThenRetry(
      hooks.useProviderBookings,
      () => renderWithQuery(<EarningsPage />),
      "Loading your earnings",
    );
  });

  it("names the step that brings earnings, without an export", () => {
    hooks.useProviderBookings.mockReturnValue(readyQuery([]));
    renderWithQuery(<EarningsPage />);
    expect(screen.getByText(/No completed bookings yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
  });

  it("totals the money received each month, says what is unpaid, and offers the CSV", () => {
    hooks.useProviderBookings.mockReturnValue(
      readyQuery([
        {
          id: "b1",
          status: "completed",
          start: "2026-11-10T05:00:00Z",
          price_paise: 210000,
          title: "Havan",
          devotee_name: "Asha",
          paid_at: "2026-11-10T06:00:00Z",
        },
        {
          id: "b2",
          status: "completed",
          start: "2026-11-12T05:00:00Z",
          price_paise: 110050,
          title: "Katha",
          devotee_name: "Ravi",
          paid_at: null,
        },
      ]),
    );
    renderWithQuery(<EarningsPage />);
    expect(screen.getByRole("heading", { name: "November 2026: ₹2,100 received" })).toBeVisible();
    expect(screen.getByText("₹1,100.5 not paid yet")).toBeVisible();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeVisible();
  });
});
