import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import { AccountHeader } from "./account-header";

const anonymousHeader = <header>Public header</header>;

describe("AccountHeader", () => {
  it("keeps the public header for an anonymous visitor and while the auth state loads", () => {
    renderWithAuth(<AccountHeader anonymous={anonymousHeader} />, authState({ signedIn: false }));
    expect(screen.getByText("Public header")).toBeInTheDocument();
  });

  it("gives a signed-in devotee on /live their navigation, Live marked current", async () => {
    renderWithAuth(
      <AccountHeader anonymous={anonymousHeader} />,
      authState({ roles: [{ role: "devotee", is_primary: true }] }),
      "/live",
    );
    // The navigation loads lazily; on a busy machine that can take more than a second.
    const nav = await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    expect(within(nav).getByRole("link", { name: "Live" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Pray" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByText("Public header")).not.toBeInTheDocument();
  });
});
