import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";

import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { AuthContext } from "@/lib/auth/auth-context";
import { setLocale } from "@/lib/i18n/locale-store";
import { signedInState } from "@/testing/render-signed-in";

import NotFoundRoute from "./not-found";

function renderNotFound(auth: ReturnType<typeof signedInState>, history = ["/no-such-page"]) {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <AppDownloadProvider>
        <AuthContext.Provider value={auth}>
          <Routes>
            <Route path="/bookings" element={<p>My bookings page</p>} />
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </AuthContext.Provider>
      </AppDownloadProvider>
    </MemoryRouter>,
  );
}

describe("the not-found route", () => {
  it("gives a signed-in user their navigation, Sign Out and the way to their dashboard", async () => {
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
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent("doesn't exist. Check the address, or go back");
    expect(main).not.toHaveTextContent("mobile app");
    expect(within(main).getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute(
      "href",
      "/spiritual-dashboard",
    );
    expect(screen.queryByRole("button", { name: "Download App" })).not.toBeInTheDocument();
    // Opened on this address: there is no page of the app to go back to.
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("takes a signed-in user back to the page they came from, in Hindi too", async () => {
    const user = userEvent.setup();
    setLocale("hi");
    onTestFinished(() => setLocale("en"));
    renderNotFound(signedInState({ roles: [{ role: "devotee", is_primary: true }] }), [
      "/bookings",
      "/no-such-page",
    ]);
    await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    // The Hindi words load with their own chunk.
    expect(await screen.findByRole("link", { name: "मेरे डैशबोर्ड पर जाएँ" })).toHaveAttribute(
      "href",
      "/devotee-dashboard",
    );
    await user.click(screen.getByRole("button", { name: "वापस" }));
    expect(await screen.findByText("My bookings page")).toBeInTheDocument();
  });

  it("shows an anonymous visitor the page alone", () => {
    const anonymous = { ...signedInState(), user: null, roles: [], primaryRole: null };
    renderNotFound(anonymous);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
    expect(screen.getByRole("main")).toHaveTextContent("moved to our mobile app");
    expect(screen.getByRole("button", { name: "Download App" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });
});
