import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "@/content/site";
import { leaveSiteFor } from "@/lib/leave-site";
import { DownloadPage } from "./download-page";

vi.mock("@/lib/leave-site");

function renderDownloadPage() {
  const Stub = createRoutesStub([
    { path: "/download", Component: DownloadPage },
    { path: "/", Component: () => <h1>Home page</h1> },
  ]);
  return render(<Stub initialEntries={["/download"]} />);
}

describe("DownloadPage", () => {
  const leaveSite = vi.mocked(leaveSiteFor);

  beforeEach(() => {
    vi.useFakeTimers();
    leaveSite.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("names the oldest iOS and Android the app runs on", () => {
    renderDownloadPage();
    expect(screen.getByRole("main")).toHaveTextContent(
      `${site.minimumIos}+ or ${site.minimumAndroid}+`,
    );
  });

  it("counts down from 10 once per second in a polite live region, then opens the install link", () => {
    renderDownloadPage();
    const status = screen.getByText(/Redirecting to the app store in/);
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("in 10 seconds");
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent("in 9 seconds");
    act(() => vi.advanceTimersByTime(8000));
    expect(status).toHaveTextContent("in 1 second");
    expect(leaveSite).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(leaveSite).toHaveBeenCalledTimes(1);
    expect(leaveSite).toHaveBeenCalledWith(site.appInstallUrl);
    act(() => vi.advanceTimersByTime(5000));
    expect(leaveSite).toHaveBeenCalledTimes(1);
  });

  it("Download App Now links to the install link and stops the countdown", () => {
    renderDownloadPage();
    const link = screen.getByRole("link", { name: "Download App Now" });
    expect(link).toHaveAttribute("href", site.appInstallUrl);
    // jsdom does not follow links; keep it from logging that it cannot.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.getByText("Automatic redirect stopped.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it("Continue to Website goes home and cancels the redirect", () => {
    renderDownloadPage();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("link", { name: "Continue to Website" }));
    expect(screen.getByRole("heading", { name: "Home page" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(leaveSite).not.toHaveBeenCalled();
  });
});
