import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setLocale } from "@/lib/i18n/locale-store";

import { renderSignedIn } from "@/testing/render-signed-in";

import type * as LiveViewers from "@/lib/use-live-viewers";
import type { MyTemple } from "../api/get-my-temple";
import type { TempleDashboardData } from "../dashboard/temple-dashboard-api";
import { TempleAdminDashboard } from "./temple-admin-dashboard";
import { expectLinks } from "@/testing/expect-links";

// The dashboard's reads run against the real server in e2e/specs/temple-journey.spec.ts; here
// they are fixed so each state can be shown. The quick actions' own dialogs are tested there too.
const hooks = vi.hoisted(() => ({
  useMyTemple: vi.fn(),
  useTempleDashboard: vi.fn(),
  useLiveViewerCounts: vi.fn(),
}));
// Presence itself runs against the real server in app/live-channel.test.ts.
vi.mock("@/lib/use-live-viewers", async (importOriginal) => ({
  ...(await importOriginal<typeof LiveViewers>()),
  useLiveViewerCounts: hooks.useLiveViewerCounts,
}));
vi.mock("../api/get-my-temple", () => ({ useMyTemple: hooks.useMyTemple }));
vi.mock("../dashboard/temple-dashboard-api", () => ({
  useTempleDashboard: hooks.useTempleDashboard,
}));
vi.mock("../seva/seva-program-actions", () => ({
  SevaProgramActions: ({ program }: { program: { title: string } }) => (
    <button type="button">Edit {program.title}</button>
  ),
}));
vi.mock("../community/send-notification-dialog", () => ({
  SendNotificationDialog: () => <button type="button">Send Notification</button>,
}));
vi.mock("../live/go-live-dialog", () => ({
  GoLiveDialog: () => <button type="button">Go Live</button>,
}));
vi.mock("../donations/export-donations-button", () => ({
  ExportDonationsButton: () => <button type="button">Export donations (CSV)</button>,
}));
vi.mock("../events/feature-event-dialog", () => ({
  FeatureEventDialog: () => <button type="button">Feature Event</button>,
}));

const result = (data: unknown) => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
});

beforeEach(() => {
  hooks.useMyTemple.mockReturnValue(result(null));
  hooks.useTempleDashboard.mockReturnValue({ ...result(undefined), isPending: true });
  hooks.useLiveViewerCounts.mockReturnValue(new Map());
});

function renderDashboard() {
  return renderSignedIn(<TempleAdminDashboard verificationStatus={() => null} />, {
    fullName: "Shri Ram Mandir Trust",
    email: "admin@example.com",
    roles: [{ role: "temple_admin", is_primary: true }],
    path: "/temple-admin",
  });
}

describe("TempleAdminDashboard", () => {
  it("has the Temple Admin sidebar with ten entries, the user and Sign Out", () => {
    renderDashboard();
    const sidebar = within(screen.getByRole("navigation", { name: "Temple Admin" }));
    expect(
      sidebar
        .getAllByRole("link")
        .map((link) => [link.textContent?.slice(1), link.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "/temple-admin"],
      ["Events", "/temple-admin/events"],
      ["Katha Series", "/temple-admin/katha"],
      ["Poojas", "/temple-admin/poojas"],
      ["Seva Programs", "/temple-admin/seva"],
      ["Guru Management", "/temple-admin/gurus"],
      ["Donations", "/temple-admin/donations"],
      ["Gallery", "/temple-admin/gallery"],
      ["Community", "/temple-admin/community"],
      ["Profile", "/temple-admin/profile"],
    ]);
    expect(sidebar.getByText("Shri Ram Mandir Trust")).toBeInTheDocument();
    expect(sidebar.getByText("admin@example.com")).toBeInTheDocument();
    expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("collapses the sidebar", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole("button", { name: "Toggle Sidebar" }));
    expect(screen.getByRole("navigation", { name: "Temple Admin" })).toHaveAttribute(
      "data-state",
      "collapsed",
    );
    document.cookie = "sidebar_state=; path=/; max-age=0";
  });

  it("shows the exact alerts and sends Go Live to /live", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    renderDashboard();
    const actions = within(screen.getByRole("region", { name: "Quick Actions" }));
    await user.click(actions.getByRole("button", { name: /^Send Notification/ }));
    await user.click(actions.getByRole("button", { name: /^Export Data/ }));
    await user.click(actions.getByRole("button", { name: /^Feature Event/ }));
    expect(alert.mock.calls).toEqual([
      ["Notification feature coming soon!"],
      ["Exporting temple data..."],
      ["Event featuring functionality coming soon!"],
    ]);
    expect(actions.getByRole("link", { name: /^Go Live/ })).toHaveAttribute("href", "/live");
  });

  it("shows the four stats with donations in rupees", () => {
    renderDashboard();
    const stats = within(screen.getByRole("region", { name: "Temple Statistics (example)" }));
    expect(stats.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Followers",
      "Total Donations",
      "Active Events",
      "Live Viewers",
    ]);
    expect(stats.getByText("₹2,45,000")).toBeInTheDocument();
    expect(stats.getByText("12,450")).toBeInTheDocument();
    expect(stats.getByText(/counts paid donations only, not pledges/)).toBeInTheDocument();
  });

  it("links six admin features to temple-admin sub-pages", () => {
    renderDashboard();
    const links = within(screen.getByRole("region", { name: "Admin Features" })).getAllByRole(
      "link",
    );
    expect(links).toHaveLength(6);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^\/temple-admin\/[a-z]+$/);
  });

  it("shows only the first three upcoming events", () => {
    renderDashboard();
    const events = within(screen.getByRole("list", { name: "Upcoming events" })).getAllByRole(
      "listitem",
    );
    expect(events).toHaveLength(3);
    expect(screen.queryByText("Makar Sankranti Celebration")).not.toBeInTheDocument();
  });

  it("shows seva progress bars with values, percent, sponsors, Edit and Promote", () => {
    renderDashboard();
    const bars = screen.getAllByRole("progressbar");
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveAttribute("aria-valuenow", "6750000");
    expect(bars[0]).toHaveAttribute("aria-valuemax", "10000000");
    expect(bars[0]).toHaveAttribute("aria-valuetext", "₹67,500 of ₹1,00,000 raised");
    expect(bars[0]).toHaveAccessibleName("Annadanam Seva progress");
    expect(screen.getByText("68% complete")).toBeInTheDocument();
    expect(screen.getByText("142 sponsors")).toBeInTheDocument();
    expectLinks([
      ["Edit Annadanam Seva", "/temple-admin/seva"],
      ["Promote Annadanam Seva", "/temple-admin/seva"],
    ]);
  });
});

const temple = {
  id: "t-1",
  slug: "shiv-mandir",
  name: "Shiv Mandir",
  follower_count: 7,
  verification_status: "verified",
} as MyTemple;

const rows: TempleDashboardData = {
  activeEvents: 4,
  upcomingEvents: [
    {
      id: "e-1",
      title: "Kartik Deepotsav",
      kind: "festival",
      starts_at: "2026-12-01T13:00:00Z",
      registration_count: 12,
      is_filling_fast: true,
    },
  ],
  activePrograms: [
    {
      id: "p-1",
      title: "Gau Seva Fund",
      description: "Fodder for the cows.",
      goal_paise: 5_000_000,
      raised_paise: 1_250_000,
      sponsor_count: 9,
      active: true,
      promoted_until: null,
      is_sample: false,
      is_promoted: false,
    },
  ],
  paidDonationsPaise: 1_250_050,
  pledgedPaise: 100_100,
  liveSessions: [
    { id: "l-1", viewer_count: 20 },
    { id: "l-2", viewer_count: 11 },
  ],
};

describe("TempleAdminDashboard before the temple's profile exists", () => {
  it("labels the sample as an example and asks for the profile first", () => {
    renderDashboard();
    expect(screen.getByRole("link", { name: "Set up the temple profile" })).toHaveAttribute(
      "href",
      "/temple-admin/profile",
    );
    expect(screen.getAllByText("Example").length).toBeGreaterThanOrEqual(3);
  });
});

describe("TempleAdminDashboard while the admin's temple is read", () => {
  it("says it is loading, then what failed with a Retry", async () => {
    hooks.useMyTemple.mockReturnValue({ ...result(undefined), isPending: true });
    const { unmount } = renderDashboard();
    expect(screen.getByText("Loading your temple")).toBeInTheDocument();
    unmount();
    const refetch = vi.fn();
    hooks.useMyTemple.mockReturnValue({ ...result(undefined), isError: true, error: {}, refetch });
    renderDashboard();
    expect(screen.getByRole("alert")).toHaveTextContent("Check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: /Temple Statistics/ })).not.toBeInTheDocument();
  });
});

describe("TempleAdminDashboard with the temple's rows", () => {
  beforeEach(() => hooks.useMyTemple.mockReturnValue(result(temple)));

  it("says it is loading, then what failed with a Retry", async () => {
    const { unmount } = renderDashboard();
    expect(screen.getByText("Loading the temple's figures")).toBeInTheDocument();
    unmount();
    const refetch = vi.fn();
    hooks.useTempleDashboard.mockReturnValue({
      ...result(undefined),
      isError: true,
      error: { code: "PGRST000" },
      refetch,
    });
    renderDashboard();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalled();
  });

  it("shows the temple's own figures, events and programs, with no example label", () => {
    hooks.useTempleDashboard.mockReturnValue(result(rows));
    renderDashboard();
    const stats = within(screen.getByRole("region", { name: "Temple Statistics" }));
    expect(stats.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "7",
      "₹12,500.5",
      "4",
      "31",
    ]);
    expect(hooks.useLiveViewerCounts).toHaveBeenLastCalledWith(["l-1", "l-2"]);
    expect(stats.getByText(/₹1,001 more is pledged and awaiting payment/)).toBeInTheDocument();
    expect(screen.getByText("Kartik Deepotsav")).toBeInTheDocument();
    expect(screen.getByText(/· 12 bookings$/)).toBeInTheDocument();
    expect(screen.getByText("Filling Fast")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAccessibleName("Gau Seva Fund progress");
    expect(screen.getByRole("button", { name: "Edit Gau Seva Fund" })).toBeInTheDocument();
    expect(screen.queryByText("Example")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create your first event" })).not.toBeInTheDocument();
  });

  it("counts a stream's viewers by presence once its channel answers", () => {
    hooks.useTempleDashboard.mockReturnValue(result(rows));
    hooks.useLiveViewerCounts.mockReturnValue(new Map([["l-1", 25]]));
    renderDashboard();
    const stats = within(screen.getByRole("region", { name: "Temple Statistics" }));
    expect(stats.getAllByRole("definition").at(-1)).toHaveTextContent("36");
  });

  it("offers the four quick actions on the temple's data instead of alerts", () => {
    hooks.useTempleDashboard.mockReturnValue(result(rows));
    renderDashboard();
    const actions = within(screen.getByRole("region", { name: "Quick Actions" }));
    expect(actions.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Send Notification",
      "Go Live",
      "Export donations (CSV)",
      "Feature Event",
    ]);
    expect(actions.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Send NotificationMessage your followers",
      "Go LiveStream darshan or aarti",
      "Export donations (CSV)Download temple records",
      "Feature EventHighlight an event",
    ]);
  });

  it("with no events or programs yet, shows examples and the first step", () => {
    hooks.useTempleDashboard.mockReturnValue(
      result({ ...rows, activeEvents: 0, upcomingEvents: [], activePrograms: [] }),
    );
    renderDashboard();
    expect(screen.getByRole("link", { name: "Create your first event" })).toHaveAttribute(
      "href",
      "/temple-admin/events",
    );
    expect(screen.getByText("Maha Rudrabhishek")).toBeInTheDocument();
    expect(screen.getAllByText("Example")).toHaveLength(2);
  });
});

describe("TempleAdminDashboard in Hindi", () => {
  beforeEach(() => hooks.useMyTemple.mockReturnValue(result(temple)));
  afterEach(() => setLocale("en"));

  it("speaks Hindi around the temple's own words, which stay as written", async () => {
    await setLocale("hi");
    hooks.useTempleDashboard.mockReturnValue(result(rows));
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "मंदिर डैशबोर्ड" })).toBeInTheDocument();
    const sidebar = within(screen.getByRole("navigation", { name: "मंदिर प्रबंधन" }));
    expect(sidebar.getByRole("link", { name: /डैशबोर्ड/ })).toHaveAttribute("href", "/temple-admin");
    expect(screen.getByRole("region", { name: "मंदिर के आँकड़े" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "त्वरित कार्य" })).toBeInTheDocument();
    expect(screen.getByText("Kartik Deepotsav")).toHaveAttribute("translate", "no");
    expect(screen.getByText(/· 12 बुकिंग$/)).toBeInTheDocument();
    expect(screen.getByText("तेज़ी से भर रहा है")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAccessibleName("Gau Seva Fund की प्रगति");
  });
});
