import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { AuthContext } from "@/lib/auth/auth-context";
import { signedInState } from "@/testing/render-signed-in";

import NotFoundRoute from "./not-found";

function renderNotFound(auth: ReturnType<typeof signedInState>) {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return render(
    <MemoryRouter initialEntries={["/no-such-page"]}>
      <AppDownloadProvider>
        <AuthContext.Provider value={auth}>
          <NotFoundRoute />
        </AuthContext.Provider>
      </AppDownloadProvider>
    </MemoryRouter>,
  );
}

describe("the not-found route", () => {
  it("gives a signed-in user their navigation and Sign Out; the page's texts and buttons stay", async () => {
    renderNotFound(signedInState({ roles: [{ role: "guru", is_primary: true }] }));
    // The frame's code loads lazily; on a busy machine that can take more than a second.
    const nav = await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/spiritual-dashboard",
    );
    expect(within(nav).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
    expect(screen.getByRole("button", { name: "Download App" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows an anonymous visitor the page alone", () => {
    const anonymous = { ...signedInState(), user: null, roles: [], primaryRole: null };
    renderNotFound(anonymous);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });
});
