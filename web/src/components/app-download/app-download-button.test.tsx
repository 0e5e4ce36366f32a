import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { listenForInstallPrompt } from "@/lib/install-prompt";
import { AppDownloadButton } from "./app-download-button";
import { AppDownloadProvider } from "./app-download-context";

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter([
    { path: "/", element: <AppDownloadProvider>{element}</AppDownloadProvider> },
    { path: "*", element: <p>elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

// The test build sets no VITE_APP_STORE_URL or VITE_PLAY_STORE_URL: the unconfigured case.
describe("AppDownloadButton", () => {
  it("opens the dialog with Continue on the web to the destination; Escape closes it", async () => {
    const user = userEvent.setup();
    const router = renderAt(
      <AppDownloadButton destination="/connect/asha">Book Session</AppDownloadButton>,
    );
    const trigger = screen.getByRole("button", { name: "Book Session" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Continue in the Bhakti Setu app" });
    expect(screen.getByRole("link", { name: "Continue on the web" })).toHaveAttribute(
      "href",
      "/?auth=sign-up&next=%2Fconnect%2Fasha",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/?auth=sign-in&next=%2Fconnect%2Fasha",
    );
    // No store button leads to a placeholder, and this browser cannot install: neither shows.
    expect(screen.queryByRole("link", { name: /App Store|Google Play/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent("iOS 12+");
    expect(screen.queryByRole("button", { name: "Install Bhakti Setu" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(router.state.location.pathname).toBe("/");
  });

  it("offers installing the web app in the stores' place when the browser can", async () => {
    const user = userEvent.setup();
    listenForInstallPrompt();
    const offer = Object.assign(new Event("beforeinstallprompt"), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    renderAt(<AppDownloadButton>Begin Your Journey</AppDownloadButton>);
    await user.click(screen.getByRole("button", { name: "Begin Your Journey" }));
    await screen.findByRole("dialog", { name: "Continue in the Bhakti Setu app" });
    expect(screen.getByRole("button", { name: "Install Bhakti Setu" })).toBeVisible();
    // Without a destination, continuing on the web comes back to this page.
    expect(screen.getByRole("link", { name: "Continue on the web" })).toHaveAttribute(
      "href",
      "/?auth=sign-up&next=%2F",
    );
  });

  it("Continue on the web closes the dialog and opens sign-up on this page", async () => {
    const user = userEvent.setup();
    const router = renderAt(<AppDownloadButton destination="/live">Join Live</AppDownloadButton>);
    await user.click(screen.getByRole("button", { name: "Join Live" }));
    await user.click(await screen.findByRole("link", { name: "Continue on the web" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("?auth=sign-up&next=%2Flive");
  });
});
