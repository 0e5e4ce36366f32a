import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render-with-query";
import { TempleGate } from "./temple-gate";

// The temple read itself runs against the real server in e2e/specs/temple-journey.spec.ts.
const useMyTemple = vi.hoisted(() => vi.fn());
vi.mock("../api/get-my-temple", () => ({ useMyTemple }));

const page = (temple: { name: string }) => <p>Events of {temple.name}</p>;

beforeEach(() => useMyTemple.mockReset());

describe("TempleGate: every temple admin page's loading, error and first-step states", () => {
  it("says it is loading", () => {
    useMyTemple.mockReturnValue({ isPending: true });
    renderWithQuery(<TempleGate>{page}</TempleGate>);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your temple");
  });

  it("says what failed, in words, with a Retry", async () => {
    const refetch = vi.fn();
    useMyTemple.mockReturnValue({ isPending: false, isError: true, error: {}, refetch });
    renderWithQuery(<TempleGate>{page}</TempleGate>);
    expect(screen.getByRole("alert")).toHaveTextContent("Check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
  });

  it("before the temple exists, names the profile as the first step", () => {
    useMyTemple.mockReturnValue({ isPending: false, isError: false, data: null });
    renderWithQuery(<TempleGate>{page}</TempleGate>);
    expect(screen.getByRole("link", { name: "Set up the temple profile" })).toHaveAttribute(
      "href",
      "/temple-admin/profile",
    );
    expect(screen.queryByText(/Events of/)).not.toBeInTheDocument();
  });

  it("renders the page with the temple", () => {
    useMyTemple.mockReturnValue({
      isPending: false,
      isError: false,
      data: { name: "Shiv Mandir" },
    });
    renderWithQuery(<TempleGate>{page}</TempleGate>);
    expect(screen.getByText("Events of Shiv Mandir")).toBeInTheDocument();
  });
});
