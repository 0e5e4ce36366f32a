import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
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

  describe("in Hindi", () => {
    afterEach(async () => {
      await setLocale("en");
    });

    it("About Us reads in Hindi, with its date in Hindi month names", async () => {
      await setLocale("hi");
      renderAboutUs("/about-us");
      expect(screen.getByRole("heading", { level: 1, name: "हमारे बारे में" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /होम पर लौटें/ })).toHaveAttribute("href", "/");
      expect(screen.getByText("अंतिम संशोधन: 1 नवंबर 2025")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "हमें WhatsApp पर संदेश भेजें" })).toBeInTheDocument();
    });
  });
});
