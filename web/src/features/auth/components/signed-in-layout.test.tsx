import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Fragment } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuthState } from "@/lib/auth/auth-context";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import { SignedInLayout } from "./signed-in-layout";
import { DEVOTEE_LINKS } from "@/testing/devotee-links";

const page = <h1>The page</h1>;

/** The layout as a layout route around the signed-in paths, as routes.ts mounts it. */
function renderAt(path: string, state: AuthState) {
  return renderWithAuth(
    <Routes>
      <Route element={<SignedInLayout gate={Fragment} />}>
        <Route path="/role-assignment" element={page} />
        <Route path="/devotee-dashboard" element={page} />
        <Route path="/spiritual-dashboard/*" element={page} />
        <Route path="/temple-admin/*" element={page} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    state,
    path,
  );
}

describe("guards", () => {
  it("wait for the auth state instead of redirecting", () => {
    renderAt("/temple-admin", authState({ isLoading: true }));
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/temple-admin");
  });

  it("send an anonymous visitor home with the sign-in dialog and the way back", () => {
    renderAt("/spiritual-dashboard/live?tab=history", authState({ signedIn: false }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/?auth=sign-in&next=%2Fspiritual-dashboard%2Flive%3Ftab%3Dhistory",
    );
  });

  it("send a user without the area's role to their primary dashboard", () => {
    renderAt("/temple-admin", authState({ roles: [{ role: "devotee", is_primary: true }] }));
    expect(screen.getByTestId("location")).toHaveTextContent("/devotee-dashboard");
  });

  it("send a user without any role to role assignment", () => {
    renderAt("/devotee-dashboard", authState({ roles: [] }));
    expect(screen.getByTestId("location")).toHaveTextContent("/role-assignment");
  });

  it("let any signed-in user choose a role", () => {
    renderAt("/role-assignment", authState({ roles: [] }));
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
  });

  it("let a pujari into the spiritual area", () => {
    renderAt(
      "/spiritual-dashboard/live",
      authState({ roles: [{ role: "pujari", is_primary: true }] }),
    );
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
  });
});

describe("the signed-in top navigation", () => {
  it("lists the devotee's links, their bookings and account, and Sign Out", () => {
    renderAt("/devotee-dashboard", authState({ roles: [{ role: "devotee", is_primary: true }] }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link").slice(1);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(DEVOTEE_LINKS);
    expect(within(nav).getByRole("link", { name: "My bookings" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Account" })).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("gives the devotee's phone menu their bookings and account too", async () => {
    renderAt("/devotee-dashboard", authState({ roles: [{ role: "devotee", is_primary: true }] }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(sheet).getByRole("link", { name: "My bookings" })).toHaveAttribute(
      "href",
      "/bookings",
    );
    expect(within(sheet).getByRole("link", { name: "Account" })).toHaveAttribute(
      "href",
      "/account/messages",
    );
  });

  it("leaves the links to a page's sidebar, at every width, where the page has one", () => {
    renderAt("/spiritual-dashboard", authState({ roles: [{ role: "guru", is_primary: true }] }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    const list = within(nav).getByRole("link", { name: "Online Poojas" }).closest("ul");
    // Wide screens: the list hides beside a sidebar; phones: Menu hides beside one.
    expect(list?.className).toContain("md:group-has-data-[slot=sidebar-wrapper]/frame:hidden");
    expect(screen.getByRole("button", { name: "Menu" }).className).toContain(
      "group-has-data-[slot=sidebar-wrapper]/frame:hidden",
    );
  });

  it("marks the current route for a temple admin", () => {
    renderAt("/temple-admin", authState({ roles: [{ role: "temple_admin", is_primary: true }] }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
  });

  it("shows the spiritual menu to a guru", () => {
    renderAt("/spiritual-dashboard", authState({ roles: [{ role: "guru", is_primary: true }] }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link")).toHaveLength(13);
    expect(within(nav).getByRole("link", { name: "Online Poojas" })).toHaveAttribute(
      "href",
      "/online-poojas",
    );
  });

  it("on narrow screens opens the links in a menu that Escape closes, focus back on Menu", async () => {
    renderAt("/devotee-dashboard", authState({ roles: [{ role: "devotee", is_primary: true }] }));
    const user = userEvent.setup();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    // The sheet's code is a chunk of its own: the press opens it once that has loaded.
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(sheet).getByRole("link", { name: "Pray" })).toHaveAttribute("href", "/pray");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("signs out and returns home", async () => {
    const state = authState({ roles: [{ role: "devotee", is_primary: true }] });
    renderAt("/devotee-dashboard", state);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign Out" }));
    expect(state.signOut).toHaveBeenCalledTimes(1);
    // Navigation follows the sign-out's promise, not the click itself.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });
});

describe("the skip link", () => {
  it("is the first stop of Tab and moves focus to the page's main", async () => {
    renderWithAuth(
      <Routes>
        <Route element={<SignedInLayout gate={Fragment} />}>
          <Route
            path="/role-assignment"
            element={
              <main id="main" tabIndex={-1}>
                <h1>The page</h1>
              </main>
            }
          />
        </Route>
      </Routes>,
      authState({ roles: [] }),
      "/role-assignment",
    );
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    expect(document.getElementById("main")).toBe(screen.getByRole("main"));
  });
});
