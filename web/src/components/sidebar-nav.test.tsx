import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DashboardFrame } from "./dashboard-frame";
import { SidebarNav } from "./sidebar-nav";
import { TopNavLinksContext } from "./top-nav-links";
import { mockViewport } from "./testing/mock-viewport";

const entries = [
  { label: "Dashboard", to: "/spiritual-dashboard" },
  { label: "Earnings", to: "/earnings" },
];
const topNavLinks = [
  { label: "Dashboard", to: "/spiritual-dashboard" },
  { label: "Katha", to: "/katha" },
];

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={["/spiritual-dashboard"]}>
      <TopNavLinksContext.Provider value={topNavLinks}>
        <DashboardFrame
          heading="Namaste"
          sidebar={
            <SidebarNav
              label="Spiritual Dashboard"
              entries={entries}
              signOut={<button>Out</button>}
            />
          }
        >
          <p>Content</p>
        </DashboardFrame>
      </TopNavLinksContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("SidebarNav", () => {
  it("on phones is the one menu: it adds the top navigation's other links under More", async () => {
    mockViewport(true);
    renderFrame();
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Toggle Sidebar" });
    await user.click(toggle);
    const sheet = screen.getByRole("dialog", { name: "Spiritual Dashboard" });
    const links = within(sheet).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/spiritual-dashboard",
      "/earnings",
      "/katha",
    ]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("on wide screens too is the one menu: the top navigation's other links are under More", () => {
    mockViewport(false);
    renderFrame();
    const sidebar = screen.getByRole("navigation", { name: "Spiritual Dashboard" });
    expect(
      within(sidebar)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/spiritual-dashboard", "/earnings", "/katha"]);
    expect(within(sidebar).getByText("More")).toBeInTheDocument();
  });

  it("on wide screens runs the page's full height in a column of its own", () => {
    mockViewport(false);
    const { container } = renderFrame();
    const sidebar = screen.getByRole("navigation", { name: "Spiritual Dashboard" });
    const column = sidebar.parentElement;
    expect(column).toHaveAttribute("data-slot", "sidebar-column");
    expect(column?.parentElement).toBe(container.querySelector("[data-slot=sidebar-wrapper]"));
    expect(column).toHaveClass("border-r", "bg-card");
    expect(sidebar).toHaveClass("sticky");
  });

  it("frames the page in <main id=main> for the skip link", () => {
    mockViewport(false);
    renderFrame();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });
});
