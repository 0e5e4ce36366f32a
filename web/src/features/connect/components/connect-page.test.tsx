import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { infiniteQueryResult } from "@/testing/infinite-query-result";
import { renderWithQuery } from "@/testing/render-with-query";
import type { ProviderListing } from "../api/list-providers";
import { ConnectPage } from "./connect-page";
import { fixture } from "@/testing/fixture";

// The page's states, from the data hook's states; the query itself runs against the real server
// in e2e/specs/devotee-booking.spec.ts and server/src/platform/provider-listings.test.ts.
const useProviders = vi.hoisted(() => vi.fn());
vi.mock("../api/list-providers", () => ({ useProviders }));

const listing = fixture<ProviderListing>({
  id: "p1",
  slug: "pandit-ravi",
  kind: "pujari",
  display_name: "Pandit Ravi",
  specialisations: [],
  languages: ["Hindi", "Sanskrit"],
  city: "Varanasi",
  photo_path: null,
  photo_alt: null,
  rating: 4.5,
  review_count: 12,
  verification_status: "verified",
  verified_at: "2026-11-20T05:00:00Z",
  is_sample: false,
  offering_kinds: ["home_pooja", "katha"],
  lowest_price_paise: 110000,
});

const state = (overrides: Record<string, unknown>) =>
  infiniteQueryResult("providers", [], overrides);

beforeEach(() => useProviders.mockReset());

describe("ConnectPage", () => {
  it("says it is loading", () => {
    useProviders.mockReturnValue(state({ isPending: true, data: undefined }));
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading gurus and pujaris");
  });

  it("shows each provider's verified badge, languages, rating with reviews and lowest price", () => {
    useProviders.mockReturnValue(
      state({ data: { pages: [{ providers: [listing()], hasMore: false }] } }),
    );
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    const card = screen.getByRole("link", { name: "Pandit Ravi" }).closest("li")!;
    expect(within(card).getByText("Verified since 20 Nov 2026")).toBeInTheDocument();
    expect(card).toHaveTextContent("Hindi, Sanskrit");
    expect(card).toHaveTextContent("4.5 / 5 (12 reviews)");
    expect(card).toHaveTextContent("₹1,100");
    expect(card).toHaveTextContent("Home pooja, Katha");
    expect(screen.getByRole("link", { name: "Pandit Ravi" })).toHaveAttribute(
      "href",
      "/connect/pandit-ravi",
    );
  });

  it("labels sample providers as examples, not verified", () => {
    useProviders.mockReturnValue(
      state({ data: { pages: [{ providers: [listing({ is_sample: true })], hasMore: false }] } }),
    );
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    expect(screen.getByText("Example")).toBeInTheDocument();
    expect(screen.queryByText(/^Verified/)).not.toBeInTheDocument();
  });

  it("reads the filters from the URL and names the next step when nothing matches", async () => {
    useProviders.mockReturnValue(state({}));
    renderWithQuery(<ConnectPage />, { path: "/connect?kind=katha&maxPrice=500&sort=bogus" });
    expect(useProviders).toHaveBeenLastCalledWith({ kind: "katha", maxPrice: 500, sort: "rating" });
    expect(screen.getByLabelText("Offers")).toHaveValue("katha");
    expect(screen.getByText("No one matches these filters.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    expect(useProviders).toHaveBeenLastCalledWith({ sort: "rating" });
  });

  it("writes a search into the URL", async () => {
    useProviders.mockReturnValue(state({}));
    const user = userEvent.setup();
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    await user.selectOptions(screen.getByLabelText("Online or in person"), "offline");
    await user.type(screen.getByLabelText("Language"), "Tamil");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(useProviders).toHaveBeenLastCalledWith({
      language: "Tamil",
      mode: "offline",
      sort: "rating",
    });
  });

  it("offers Load more while there are more pages", async () => {
    const fetchNextPage = vi.fn();
    useProviders.mockReturnValue(
      state({
        hasNextPage: true,
        fetchNextPage,
        data: { pages: [{ providers: [listing()], hasMore: true }] },
      }),
    );
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("shows a failure in words with Retry", async () => {
    const refetch = vi.fn();
    useProviders.mockReturnValue(
      state({ isError: true, error: { code: "PGRST301" }, refetch, data: undefined }),
    );
    renderWithQuery(<ConnectPage />, { path: "/connect" });
    expect(screen.getByRole("alert")).toHaveTextContent("Sign in again");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
