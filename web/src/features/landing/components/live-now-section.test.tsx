import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { LIVE_ITEMS } from "@/content/live-items";
import { LiveNowSection } from "./live-now-section";

function renderSection(section: ReactElement) {
  return render(
    <MemoryRouter>
      <AppDownloadProvider>{section}</AppDownloadProvider>
    </MemoryRouter>,
  );
}

describe("LiveNowSection", () => {
  it("shows each item as a LIVE or UPCOMING card", () => {
    renderSection(<LiveNowSection items={LIVE_ITEMS} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getAllByText("LIVE")).toHaveLength(3);
    expect(screen.getByText("UPCOMING")).toBeInTheDocument();
  });

  it("with nobody live, points to what is coming up on the live page", () => {
    renderSection(<LiveNowSection items={[]} />);
    const section = screen.getByRole("region", { name: "Live Now" });
    expect(section).toHaveTextContent("No one is live right now.");
    expect(
      within(section).getByRole("link", { name: "See what's coming up next." }),
    ).toHaveAttribute("href", "/live");
  });

  it("when Live Now cannot be read, sends the visitor to the live page", () => {
    renderSection(<LiveNowSection items={null} />);
    const section = screen.getByRole("region", { name: "Live Now" });
    expect(section).toHaveTextContent("Live sessions could not be loaded.");
    expect(within(section).getByRole("link", { name: "Try the live page." })).toHaveAttribute(
      "href",
      "/live",
    );
  });

  it("leaves out the duration when it is not known", () => {
    renderSection(<LiveNowSection items={[{ ...LIVE_ITEMS[0]!, duration: "" }]} />);
    expect(screen.getByText("24,580 watching")).toBeInTheDocument();
  });
});
