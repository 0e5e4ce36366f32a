import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { renderSignedIn } from "@/testing/render-signed-in";

import { TempleAdminDashboard } from "./temple-admin-dashboard";

function renderDashboard() {
  return renderSignedIn(<TempleAdminDashboard />, {
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
    const stats = within(screen.getByRole("region", { name: "Temple Statistics" }));
    expect(stats.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Followers",
      "Total Donations",
      "Active Events",
      "Live Viewers",
    ]);
    expect(stats.getByText("₹2,45,000")).toBeInTheDocument();
    expect(stats.getByText("12,450")).toBeInTheDocument();
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
    expect(bars[0]).toHaveAttribute("aria-valuenow", "67500");
    expect(bars[0]).toHaveAttribute("aria-valuemax", "100000");
    expect(bars[0]).toHaveAttribute("aria-valuetext", "₹67,500 of ₹1,00,000 raised");
    expect(bars[0]).toHaveAccessibleName("Annadanam Seva progress");
    expect(screen.getByText("68% complete")).toBeInTheDocument();
    expect(screen.getByText("142 sponsors")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Annadanam Seva" })).toHaveAttribute(
      "href",
      "/temple-admin/seva",
    );
    expect(screen.getByRole("button", { name: "Promote Annadanam Seva" })).toBeInTheDocument();
  });
});
