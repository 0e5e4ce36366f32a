import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import { SignInButton } from "./sign-in-button";

describe("SignInButton", () => {
  it("opens the sign-in dialog through the URL, keeping the page's own parameters", async () => {
    renderWithAuth(<SignInButton />, authState({ signedIn: false }), "/about-us?source=web");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/about-us?source=web&auth=sign-in"),
    );
  });

  it("links a signed-in visitor to their dashboard", () => {
    renderWithAuth(
      <SignInButton />,
      authState({ roles: [{ role: "guru", is_primary: true }] }),
      "/live",
    );
    expect(screen.getByRole("link", { name: "My Dashboard" })).toHaveAttribute(
      "href",
      "/spiritual-dashboard",
    );
  });
});
