import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "@/testing/render-signed-in";
import { TodaysActivities } from "./todays-activities";
import { expectRetryReadsAgain } from "@/testing/query-result";

// The card's states from its data hook; the query runs against the real server in
// e2e/specs/devotee-explore-pray.spec.ts.
const useTodaysActivities = vi.hoisted(() => vi.fn());
vi.mock("../api/list-todays-activities", () => ({ useTodaysActivities }));

beforeEach(() => useTodaysActivities.mockReset());

describe("TodaysActivities", () => {
  it("with nothing today, shows the sample list labelled Example and a next step", () => {
    useTodaysActivities.mockReturnValue({ isPending: false, isError: false, data: [] });
    renderSignedIn(<TodaysActivities userId="user-1" />);
    expect(screen.getByText("Example")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Example activities" })).toHaveTextContent(
      "Virtual Diya Offering",
    );
    expect(screen.getByRole("link", { name: "Find a temple event" })).toHaveAttribute(
      "href",
      "/explore",
    );
  });

  it("lists the devotee's own activities in IST, with no example", () => {
    useTodaysActivities.mockReturnValue({
      isPending: false,
      isError: false,
      data: [
        {
          id: "event-e1",
          kind: "event",
          title: "Maha Shivratri Jagran",
          startsAt: "2026-11-24T13:30:00Z",
          place: "Kashi Mandir",
        },
      ],
    });
    renderSignedIn(<TodaysActivities userId="user-1" />);
    expect(screen.getByText("Maha Shivratri Jagran")).toBeInTheDocument();
    expect(screen.getByText(/7:00\s?pm IST/)).toBeInTheDocument();
    expect(screen.getByText("Kashi Mandir")).toBeInTheDocument();
    expect(screen.queryByText("Example")).not.toBeInTheDocument();
  });

  it("says it is loading, and shows a failure with Retry", async () => {
    useTodaysActivities.mockReturnValue({ isPending: true, isError: false });
    const { unmount } = renderSignedIn(<TodaysActivities userId="user-1" />);
    expect(screen.getByText("Loading today's activities")).toBeInTheDocument();
    unmount();
    const refetch = vi.fn();
    useTodaysActivities.mockReturnValue({
      isPending: false,
      isError: true,
      error: { code: "PGRST000" },
      refetch,
    });
    renderSignedIn(<TodaysActivities userId="user-1" />);
    await expectRetryReadsAgain(refetch);
  });
});
