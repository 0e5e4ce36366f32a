import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as siteModule from "@/content/site";
import { setLocale } from "@/lib/i18n/locale-store";
import { renderWithQuery } from "@/testing/render-with-query";
import { SignInCodeScreen } from "./sign-in-code-screen";

// The lost-phone help names the configured support address (VITE_SUPPORT_EMAIL), never a
// placeholder, and points to a backup authenticator first.
const support = vi.hoisted(() => ({ email: null as string | null }));
vi.mock("@/content/site", async (original) => {
  const actual = await original<typeof siteModule>();
  return {
    ...actual,
    site: {
      ...actual.site,
      get lostAuthenticatorEmail() {
        return support.email;
      },
    },
  };
});

afterEach(async () => {
  support.email = null;
  await setLocale("en");
});

describe("SignInCodeScreen's lost-phone help", () => {
  it("links the configured support address", () => {
    support.email = "help@mandir.org";
    renderWithQuery(<SignInCodeScreen factorId="factor-1" account="meera@example.test" />);
    expect(screen.getByRole("link", { name: "help@mandir.org" })).toHaveAttribute(
      "href",
      "mailto:help@mandir.org",
    );
    expect(screen.getByText(/Type the code from your backup authenticator/)).toBeVisible();
  });

  it("names no placeholder address when none is configured, in English and Hindi", async () => {
    renderWithQuery(<SignInCodeScreen factorId="factor-1" account="meera@example.test" />);
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/example\.com/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Lost your phone\? Type the code from your backup/)).toBeVisible();
    await setLocale("hi");
    expect(await screen.findByText(/^फ़ोन खो गया\? अपने बैकअप ऑथेंटिकेटर/)).toBeVisible();
  });
});
