import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { describe, expect, it, vi } from "vitest";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("shows the heading, the message and both buttons, and logs the attempted path", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundPage }]);
    render(
      <AppDownloadProvider>
        <Stub initialEntries={["/old/page"]} />
      </AppDownloadProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist or has been moved to our mobile app for a better experience.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download App" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("404"), "/old/page");
  });
});
