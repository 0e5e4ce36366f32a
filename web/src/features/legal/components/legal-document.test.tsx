import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutUs } from "./about-us";

function renderAboutUs(url: string) {
  const Stub = createRoutesStub([{ path: "/about-us", Component: AboutUs }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("static pages", () => {
  it("About Us shows a back link home", () => {
    renderAboutUs("/about-us");
    expect(screen.getByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
  });

  it("hides the back link when opened from the app (?source=app)", () => {
    renderAboutUs("/about-us?source=app");
    expect(screen.queryByRole("link", { name: /Back to Home/ })).not.toBeInTheDocument();
  });
});
