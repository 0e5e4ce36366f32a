import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderSignedIn } from "@/testing/render-signed-in";

import { DevoteeDashboard } from "./devotee-dashboard";

describe("DevoteeDashboard", () => {
  it("welcomes the devotee by full name", () => {
    renderSignedIn(<DevoteeDashboard />, { fullName: "Meera Devi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Meera Devi");
  });

  it.each([undefined, "", "   "])("falls back to Devotee for the name %j", (fullName) => {
    renderSignedIn(<DevoteeDashboard />, { fullName });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome, Devotee");
  });

  it("links the six tiles to their pages", () => {
    renderSignedIn(<DevoteeDashboard />);
    const links = within(screen.getByRole("region", { name: "Services" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/explore",
      "/connect",
      "/book",
      "/live",
      "/pray",
      "/courses",
    ]);
    expect(links.map((link) => link.querySelector("span")?.textContent)).toEqual([
      "Explore",
      "Connect",
      "Book",
      "Live",
      "Pray",
      "Courses",
    ]);
  });

  it("lists recent bookings with en-IN dates and statuses, and today's activities", () => {
    renderSignedIn(<DevoteeDashboard />);
    const bookings = screen
      .getByRole("heading", { name: "Recent Bookings" })
      .closest("div")!.parentElement!;
    expect(within(bookings).getByText("14 Dec 2026 at 9:00 am")).toBeInTheDocument();
    expect(within(bookings).getAllByText(/^(Confirmed|Booked)$/)).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Today's Activities" })).toBeInTheDocument();
    expect(screen.getByText("Virtual Diya Offering")).toBeInTheDocument();
  });

  it("signs out with the Sign Out button", async () => {
    const user = userEvent.setup();
    const { auth } = renderSignedIn(<DevoteeDashboard />);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});
