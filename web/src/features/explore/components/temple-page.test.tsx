import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import type { RenderReport } from "@/lib/report-target";
import { renderWithQuery } from "@/testing/render-with-query";
import type { TempleProfile } from "../api/get-temple";
import { TemplePage } from "./temple-page";
import { fixture } from "@/testing/fixture";

/** Stands in for the reviews feature's Report button, which the route places. */
const renderReport: RenderReport = ({ kind, target, label }) => (
  <button type="button">{`${label ?? "Report"} ${kind} ${target}`}</button>
);

// The page's states from its data hooks; the queries run against the real server in
// e2e/specs/devotee-explore-pray.spec.ts.
const useTemple = vi.hoisted(() => vi.fn());
const follow = vi.hoisted(() => vi.fn());
vi.mock("../api/get-temple", () => ({ useTemple }));
vi.mock("../api/follow-temple", () => ({
  useIsFollowingTemple: () => ({ isPending: false, data: false }),
  useSetFollowingTemple: () => ({ mutate: follow, isPending: false, isError: false }),
}));
vi.mock("./event-list", () => ({ EventList: () => <p>Events of the temple</p> }));
vi.mock("./temple-poojas", () => ({ TemplePoojas: () => <p>Poojas of the temple</p> }));
vi.mock("./temple-gallery-strip", () => ({ TempleGalleryStrip: () => null }));
vi.mock("./temple-gurus", () => ({ TempleGurus: () => null }));

const profile = fixture<TempleProfile>({
  id: "t1",
  slug: "kashi-vishwanath",
  name: "Kashi Vishwanath Mandir",
  city: "Varanasi",
  location: null,
  deity: "Lord Shiva",
  verification_status: "verified",
  verified_at: "2026-11-20T05:00:00Z",
  darshan_timings: null,
  aarti_timings: "Mangala 3:00 AM",
  is_sample: false,
  description: "One of the twelve Jyotirlingas.",
  follower_count: 1200,
  address: null,
  map_url: null,
  seva_programs: [
    {
      id: "s1",
      title: "Annadaan",
      description: "",
      goal_paise: 10_000_000,
      raised_paise: 2_500_000,
      sponsor_count: 1,
    },
  ],
});

beforeEach(() => {
  useTemple.mockReset();
  follow.mockReset();
});
afterEach(async () => {
  await setLocale("en");
});

describe("TemplePage", () => {
  it("says it is loading", () => {
    useTemple.mockReturnValue({ isPending: true });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    expect(screen.getByText("Loading the temple")).toBeInTheDocument();
  });

  it("shows a failure with Retry, and a temple that is not listed", async () => {
    const refetch = vi.fn();
    useTemple.mockReturnValue({ isPending: false, isError: true, error: {}, refetch });
    const { unmount } = renderWithQuery(<TemplePage slug="x" renderReport={renderReport} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
    unmount();
    useTemple.mockReturnValue({ isPending: false, isError: false, data: null });
    renderWithQuery(<TemplePage slug="x" renderReport={renderReport} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "This temple is not available",
    );
    expect(screen.getByRole("link", { name: "← All temples" })).toHaveAttribute("href", "/explore");
  });

  it("shows the profile, timings, events, seva progress and Follow", async () => {
    useTemple.mockReturnValue({ isPending: false, isError: false, data: profile() });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Kashi Vishwanath Mandir");
    expect(screen.getByText(/Lord Shiva · Varanasi · 1,200 followers/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Timings" })).toHaveTextContent(
      "AartiMangala 3:00 AM",
    );
    expect(screen.getByText("Events of the temple")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Poojas on your behalf" })).toHaveTextContent(
      "Poojas of the temple",
    );
    const seva = screen.getByRole("region", { name: "Seva programs" });
    expect(within(seva).getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "₹25,000 raised of ₹1,00,000",
    );
    expect(seva).toHaveTextContent("1 sponsor");
    await userEvent.click(screen.getByRole("button", { name: "Follow Kashi Vishwanath Mandir" }));
    expect(follow).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: /^Report temple / })).toBeVisible();
  });

  it("gives the address and a link to the temple on a map", () => {
    useTemple.mockReturnValue({
      isPending: false,
      isError: false,
      data: profile({ address: "Vishwanath Gali", map_url: "https://maps.example/kv" }),
    });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    const timings = screen.getByRole("region", { name: "Timings" });
    expect(timings).toHaveTextContent("Vishwanath Gali");
    expect(within(timings).getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
      "href",
      "https://maps.example/kv",
    );
  });

  it("marks an example temple and offers no Follow; says when no seva is open", () => {
    useTemple.mockReturnValue({
      isPending: false,
      isError: false,
      data: profile({
        is_sample: true,
        seva_programs: [],
        darshan_timings: null,
        aarti_timings: null,
      }),
    });
    renderWithQuery(<TemplePage slug="sample" renderReport={renderReport} />);
    expect(screen.getByText("Example")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.getByText("Timings not published yet.")).toBeInTheDocument();
    expect(screen.getByText(/no seva programs open/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Report/ })).not.toBeInTheDocument();
  });

  it("leads to the donation flow for the temple's own seva programs from a Donate button", () => {
    useTemple.mockReturnValue({ isPending: false, isError: false, data: profile() });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    const donate = screen.getByRole("link", { name: /^Donate ?· Kashi Vishwanath Mandir$/ });
    expect(donate).toHaveTextContent(/^Donate/);
    expect(donate).toHaveAttribute("href", "/pray?temple=kashi-vishwanath");
  });

  it("offers no Donate when the temple has no seva program open", () => {
    useTemple.mockReturnValue({
      isPending: false,
      isError: false,
      data: profile({ seva_programs: [] }),
    });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    expect(screen.queryByRole("link", { name: /^Donate/ })).not.toBeInTheDocument();
  });

  it("says Donate in Hindi", async () => {
    await setLocale("hi");
    useTemple.mockReturnValue({ isPending: false, isError: false, data: profile() });
    renderWithQuery(<TemplePage slug="kashi-vishwanath" renderReport={renderReport} />);
    expect(
      screen.getByRole("link", { name: /^दान करें ?· Kashi Vishwanath Mandir$/ }),
    ).toHaveTextContent(/^दान करें/);
  });
});
