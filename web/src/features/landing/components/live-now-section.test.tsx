import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { LIVE_ITEMS } from "@/content/live-items";
import { LiveNowSection } from "./live-now-section";

// Presence itself runs against the real server in app/live-channel.test.ts.
const useLiveViewerCount = vi.hoisted(() => vi.fn());
vi.mock("@/lib/use-live-viewers", () => ({ useLiveViewerCount }));

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

  it("counts a real stream's viewers by presence, its stored count until then; examples keep theirs", async () => {
    const real = { ...LIVE_ITEMS[0]!, id: "s-real", isExample: false, viewers: 12, duration: "" };
    useLiveViewerCount.mockReturnValue(undefined);
    const { unmount } = renderSection(<LiveNowSection items={[real, LIVE_ITEMS[1]!]} />);
    expect(await screen.findByText("12 watching")).toBeInTheDocument();
    await vi.waitFor(() => expect(useLiveViewerCount).toHaveBeenCalledWith("s-real"));
    expect(screen.getByText("12 watching")).toBeInTheDocument();
    expect(useLiveViewerCount).not.toHaveBeenCalledWith(LIVE_ITEMS[1]!.id);
    unmount();
    useLiveViewerCount.mockReturnValue(3);
    renderSection(<LiveNowSection items={[real]} />);
    expect(await screen.findByText("3 watching")).toBeInTheDocument();
  });

  it("leaves out the duration when it is not known", () => {
    renderSection(<LiveNowSection items={[{ ...LIVE_ITEMS[0]!, duration: "" }]} />);
    expect(screen.getByText("24,580 watching")).toBeInTheDocument();
  });
});
