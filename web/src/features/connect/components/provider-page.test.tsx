import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RenderReport } from "@/lib/report-target";
import { renderWithQuery } from "@/testing/render-with-query";
import type { Offering, ProviderProfile } from "../api/get-provider";
import { ProviderPage } from "./provider-page";

/** Stands in for the reviews feature's Report button, which the route places. */
const renderReport: RenderReport = ({ kind, target, label }) => (
  <button type="button">{`${label ?? "Report"} ${kind} ${target}`}</button>
);

// The page's states from its data hooks; the reads and the follow run against the real server in
// e2e/specs/devotee-booking.spec.ts.
const { useProvider, useIsFollowing, useSetFollowing, useAvailableSlots } = vi.hoisted(() => ({
  useProvider: vi.fn(),
  useIsFollowing: vi.fn(),
  useSetFollowing: vi.fn(),
  useAvailableSlots: vi.fn(),
}));
vi.mock("../api/get-provider", () => ({ useProvider }));
vi.mock("../api/follow-provider", () => ({ useIsFollowing, useSetFollowing }));
vi.mock("@/lib/available-slots", () => ({ useAvailableSlots }));

const profile: ProviderProfile = {
  id: "p1",
  slug: "pandit-ravi",
  kind: "pujari",
  display_name: "Pandit Ravi",
  bio: "Kashi-trained.",
  specialisations: ["Vedic Rituals"],
  languages: ["Hindi"],
  city: "Varanasi",
  years_experience: 12,
  photo_path: null,
  photo_alt: null,
  rating: null,
  review_count: 0,
  follower_count: 3,
  verification_status: "verified",
  verified_at: "2026-11-20T05:00:00Z",
  is_sample: false,
};
const offering: Offering = {
  id: "o1",
  kind: "home_pooja",
  title: "Griha Pravesh",
  description: "",
  mode: "offline",
  duration_minutes: 150,
  price_paise: 1100000,
  free_cancel_hours: 48,
  kept_percent: 20,
  is_sample: false,
  authorised_by: { name: "Kashi Vishwanath Mandir" },
};

let mutate: ReturnType<typeof vi.fn>;
beforeEach(() => {
  mutate = vi.fn();
  useIsFollowing.mockReturnValue({ isPending: false, data: false });
  useSetFollowing.mockReturnValue({ mutate, isPending: false, isError: false });
  useAvailableSlots.mockReturnValue({
    isPending: false,
    isError: false,
    data: [{ starts_at: "2026-12-14T03:30:00Z", ends_at: "2026-12-14T06:00:00Z" }],
  });
});

describe("ProviderPage", () => {
  it("says it is loading, and when the profile is not listed", () => {
    useProvider.mockReturnValue({ isPending: true });
    const { unmount } = renderWithQuery(
      <ProviderPage slug="pandit-ravi" renderReport={renderReport} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading the profile");
    unmount();
    useProvider.mockReturnValue({ isPending: false, isError: false, data: null });
    renderWithQuery(<ProviderPage slug="pandit-ravi" renderReport={renderReport} />);
    expect(screen.getByRole("heading", { name: "This profile is not available" })).toBeVisible();
  });

  it("shows the profile, offerings with price and duration, next free times and reviews", () => {
    useProvider.mockReturnValue({
      isPending: false,
      isError: false,
      data: { profile, offerings: [offering], reviews: [] },
    });
    renderWithQuery(<ProviderPage slug="pandit-ravi" renderReport={renderReport} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pandit Ravi");
    expect(screen.getByText("Verified since 20 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("Home pooja · In person · 2 hr 30 min")).toBeInTheDocument();
    expect(screen.getByText("₹11,000")).toBeInTheDocument();
    // The temple's name is its own element inside the badge (marked as written).
    expect(screen.getByText("Kashi Vishwanath Mandir").parentElement).toHaveTextContent(
      "Authorised by Kashi Vishwanath Mandir",
    );
    expect(screen.getByRole("link", { name: "Book Griha Pravesh" })).toHaveAttribute(
      "href",
      "/book/o1",
    );
    expect(screen.getByRole("link", { name: /Mon, 14 Dec, 9:00\s?am IST/ })).toHaveAttribute(
      "href",
      `/book/o1?start=${encodeURIComponent("2026-12-14T03:30:00Z")}`,
    );
    expect(screen.getByText(/No reviews yet. Devotees can review/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Report provider ${profile.id}` })).toBeVisible();
  });

  it("follows and unfollows", async () => {
    useProvider.mockReturnValue({
      isPending: false,
      isError: false,
      data: { profile, offerings: [], reviews: [] },
    });
    const user = userEvent.setup();
    const { unmount } = renderWithQuery(
      <ProviderPage slug="pandit-ravi" renderReport={renderReport} />,
    );
    await user.click(screen.getByRole("button", { name: "Follow Pandit Ravi" }));
    expect(mutate).toHaveBeenCalledWith(true);
    unmount();
    useIsFollowing.mockReturnValue({ isPending: false, data: true });
    renderWithQuery(<ProviderPage slug="pandit-ravi" renderReport={renderReport} />);
    await user.click(screen.getByRole("button", { name: "Unfollow Pandit Ravi" }));
    expect(mutate).toHaveBeenLastCalledWith(false);
  });

  it("marks an example profile and offers neither Follow nor booking", () => {
    useProvider.mockReturnValue({
      isPending: false,
      isError: false,
      data: {
        profile: { ...profile, is_sample: true },
        offerings: [{ ...offering, is_sample: true }],
        reviews: [],
      },
    });
    renderWithQuery(<ProviderPage slug="pandit-ravi" renderReport={renderReport} />);
    expect(screen.getByText("Example")).toBeInTheDocument();
    expect(screen.getByText("Example, not bookable")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Report/ })).not.toBeInTheDocument();
  });

  it("shows a failure with Retry", () => {
    useProvider.mockReturnValue({ isPending: false, isError: true, error: {}, refetch: vi.fn() });
    renderWithQuery(<ProviderPage slug="pandit-ravi" renderReport={renderReport} />);
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
