import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useNotificationsPanelRequests } from "@/components/notifications-panel";
import { dismissToast } from "@/components/ui/use-toast";
import { setLocale } from "@/lib/i18n/locale-store";
import { expectLinks } from "@/testing/expect-links";
import { renderSignedIn } from "@/testing/render-signed-in";

import { SpiritualDashboard } from "./spiritual-dashboard";

// The figures' data hooks; their requests run against the real server in
// e2e/specs/provider-practice.spec.ts, their arithmetic is tested in practice-figures.test.ts.
const hooks = vi.hoisted(() => ({ useMyProvider: vi.fn(), useProviderBookings: vi.fn() }));
vi.mock("../api/get-my-provider", () => ({ useMyProvider: hooks.useMyProvider }));
vi.mock("../api/list-provider-bookings", () => ({
  useProviderBookings: hooks.useProviderBookings,
}));
const ready = (data: unknown, dataUpdatedAt = 0) => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  dataUpdatedAt,
  data,
});

beforeEach(() => {
  hooks.useMyProvider.mockReturnValue(ready(null));
  hooks.useProviderBookings.mockReturnValue({ ...ready(undefined), isPending: true });
});

const heading = () => screen.getByRole("heading", { level: 1 });
const sidebar = () => screen.getByRole("navigation", { name: "Spiritual Dashboard" });

afterEach(() => act(() => dismissToast()));

describe("SpiritualDashboard greeting", () => {
  it("greets a guru as Guru and a pujari as Pandit, with the full name", () => {
    const { unmount } = renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Anand Shastri",
      roles: [{ role: "guru", is_primary: true }],
    });
    expect(heading()).toHaveTextContent("Namaste, Guru Anand Shastri");
    unmount();

    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Ramesh Tiwari",
      roles: [{ role: "pujari", is_primary: true }],
    });
    expect(heading()).toHaveTextContent("Namaste, Pandit Ramesh Tiwari");
  });

  it("uses Ji without a full name", () => {
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      roles: [{ role: "pujari", is_primary: true }],
    });
    expect(heading()).toHaveTextContent("Namaste, Pandit Ji");
  });

  it("follows the primary role, not the first spiritual role held", () => {
    const { unmount } = renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Kavita",
      roles: [
        { role: "guru", is_primary: false },
        { role: "pujari", is_primary: true },
      ],
    });
    expect(heading()).toHaveTextContent("Namaste, Pandit Kavita");
    unmount();

    // No role flagged primary: the first in the list.
    const second = renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Kavita",
      roles: [
        { role: "guru", is_primary: false },
        { role: "pujari", is_primary: false },
      ],
    });
    expect(heading()).toHaveTextContent("Namaste, Guru Kavita");
    second.unmount();

    // A devotee-primary user who also holds guru sees the neutral title.
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Kavita",
      roles: [
        { role: "devotee", is_primary: true },
        { role: "guru", is_primary: false },
      ],
    });
    expect(heading()).toHaveTextContent("Namaste, Spiritual Guide Kavita");
  });
});

describe("SpiritualDashboard content", () => {
  it("has the ten sidebar entries and the user block with fallback name, e-mail and Sign Out", async () => {
    const user = userEvent.setup();
    const { auth } = renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      email: "guru@example.com",
      roles: [{ role: "guru", is_primary: true }],
      path: "/spiritual-dashboard",
    });
    const links = within(sidebar()).getAllByRole("link");
    expect(links.map((link) => [link.textContent?.slice(1), link.getAttribute("href")])).toEqual([
      ["Dashboard", "/spiritual-dashboard"],
      ["Bookings", "/bookings"],
      ["Live Sessions", "/spiritual-dashboard/live"],
      ["Services", "/services"],
      ["Courses", "/courses"],
      ["Temples", "/temples"],
      ["Availability", "/availability"],
      ["Earnings", "/earnings"],
      ["Clients", "/clients"],
      ["Profile", "/profile"],
    ]);
    expect(within(sidebar()).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(sidebar()).getByText("User")).toBeInTheDocument();
    expect(within(sidebar()).getByText("guru@example.com")).toBeInTheDocument();
    await user.click(within(sidebar()).getByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it("points Add Session and Go Live at their live-session tabs", () => {
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      roles: [{ role: "guru", is_primary: true }],
    });
    const actions = within(screen.getByRole("region", { name: "Quick Actions" }));
    expectLinks(
      [
        [/^Add Session/, "/spiritual-dashboard/live?tab=schedule-live"],
        [/^Go Live/, "/spiritual-dashboard/live?tab=go-live"],
        [/^View Calendar/, "/availability"],
        [/^Manage Services/, "/services"],
      ],
      actions,
    );
  });

  it("shows the six stats, today's schedule with both badges, events and this month", () => {
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      roles: [{ role: "guru", is_primary: true }],
    });
    const stats = within(screen.getByRole("region", { name: /^Your Statistics/ }));
    expect(stats.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Total Bookings",
      "Completed",
      "Rating",
      "This Month",
      "Today",
      "This Week",
    ]);

    const item = screen.getByText("Griha Pravesh Pooja").closest("li")!;
    expect(item).toHaveTextContent("11:30 am");
    expect(item).toHaveTextContent("Verma Family");
    expect(within(item).getByText("offline")).toBeInTheDocument();
    expect(within(item).getByText("confirmed")).toBeInTheDocument();
    expect(screen.getByText("Rahul Mehta").closest("li")).toHaveTextContent("pending");
    expectLinks([
      ["Add Session", "/spiritual-dashboard/live?tab=schedule-live"],
      ["View Full Calendar", "/availability"],
    ]);

    expect(screen.getByText(/120 participants/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This Month", level: 2 })).toBeInTheDocument();
    for (const label of [
      "Sessions Completed",
      "Average Rating",
      "Client Retention",
      "Revenue Growth",
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("has a Notifications button that opens the navigation's notifications panel", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    function PanelListener() {
      useNotificationsPanelRequests(onOpen);
      return null;
    }
    renderSignedIn(
      <>
        <SpiritualDashboard verificationStatus={() => null} />
        <PanelListener />
      </>,
      { roles: [{ role: "guru", is_primary: true }] },
    );
    await user.click(screen.getByRole("button", { name: "Notifications" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe("SpiritualDashboard figures", () => {
  const guru = { roles: [{ role: "guru" as const, is_primary: true }] };
  const statValues = () =>
    within(screen.getByRole("region", { name: /Your Statistics/ }))
      .getAllByRole("definition")
      .map((value) => value.textContent);

  it("labels the sample figures as an example and names the first step", () => {
    const { unmount } = renderSignedIn(
      <SpiritualDashboard verificationStatus={() => null} />,
      guru,
    );
    expect(screen.getByRole("region", { name: "Your Statistics (example figures)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Complete your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    unmount();

    hooks.useMyProvider.mockReturnValue(ready({ id: "p1", rating: null }));
    hooks.useProviderBookings.mockReturnValue(ready([]));
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, guru);
    expect(screen.getByRole("link", { name: "Add your first service" })).toHaveAttribute(
      "href",
      "/services",
    );
    expect(statValues()).toEqual(["156", "142", "4.8", "₹45,000", "3", "12"]);
  });

  it("computes the tiles and today's schedule from the bookings, without the example label", () => {
    const now = Date.parse("2026-11-25T04:30:00Z"); // Wed 25 Nov, 10:00 IST
    const row = (start: string, status: string, title: string) => ({
      id: start,
      title,
      status,
      mode: "online",
      start,
      end: start,
      price_paise: 110000,
      devotee_name: "Priya",
    });
    hooks.useMyProvider.mockReturnValue(ready({ id: "p1", rating: "4.5" }));
    hooks.useProviderBookings.mockReturnValue(
      ready(
        [
          row("2026-10-20T05:00:00Z", "completed", "Havan"),
          row("2026-11-20T05:00:00Z", "completed", "Havan"),
          row("2026-11-25T06:00:00Z", "requested", "Rudrabhishek"),
          row("2026-11-26T06:00:00Z", "declined", "Katha"),
        ],
        now,
      ),
    );
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, guru);
    expect(screen.queryByText("Example")).not.toBeInTheDocument();
    expect(statValues()).toEqual(["3", "2", "4.5", "₹1,100", "1", "1"]);
    const month = within(
      screen.getByRole("heading", { name: "This Month" }).closest("div")!.parentElement!,
    );
    expect(month.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "1",
      "4.5",
      "100%",
      "0%",
    ]);
    const today = screen.getByText("Rudrabhishek").closest("li")!;
    expect(today).toHaveTextContent("11:30 am");
    expect(today).toHaveTextContent("pending");
    expect(screen.queryByText("Havan")).not.toBeInTheDocument();
  });
});

describe("SpiritualDashboard in Hindi", () => {
  afterEach(() => setLocale("en"));

  it("greets, labels and names the sidebar in Hindi; the person's name stays as written", async () => {
    await setLocale("hi");
    renderSignedIn(<SpiritualDashboard verificationStatus={() => null} />, {
      fullName: "Ramesh Tiwari",
      roles: [{ role: "pujari", is_primary: true }],
    });
    expect(heading()).toHaveTextContent("नमस्ते, पंडित Ramesh Tiwari जी");
    expect(within(heading()).getByText("Ramesh Tiwari")).toHaveAttribute("translate", "no");
    expect(screen.getByRole("navigation", { name: "आध्यात्मिक डैशबोर्ड" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "आपके आँकड़े (उदाहरण के आँकड़े)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "अपनी प्रोफ़ाइल पूरी करें" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });
});
