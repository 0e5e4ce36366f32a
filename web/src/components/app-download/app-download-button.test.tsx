import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { AppDownloadButton } from "./app-download-button";
import { AppDownloadProvider } from "./app-download-context";

describe("AppDownloadButton", () => {
  it("opens the app-download dialog; Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    render(
      <AppDownloadProvider>
        <AppDownloadButton>Begin Your Journey</AppDownloadButton>
      </AppDownloadProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Begin Your Journey" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Continue in the Bhakti Setu app" });
    expect(dialog).toHaveTextContent("iOS 12+");
    expect(dialog).toHaveTextContent("Android 6+");
    expect(screen.getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      site.appStoreUrl,
    );
    expect(screen.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
      "href",
      site.playStoreUrl,
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
