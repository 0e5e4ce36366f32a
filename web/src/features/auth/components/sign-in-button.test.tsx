import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  authState,
  renderWithAuth,
  renderWithStore,
  storeWithoutClient,
} from "../testing/auth-test-utils";
import { SignInButton } from "./sign-in-button";

describe("SignInButton", () => {
  it("opens the sign-in dialog through the URL, keeping the page's own parameters", async () => {
    renderWithAuth(<SignInButton />, authState({ signedIn: false }), "/about-us?source=web");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/about-us?source=web&auth=sign-in"),
    );
  });

  it("starts downloading the auth library when the pointer or focus reaches it", async () => {
    const store = storeWithoutClient();
    const start = vi.spyOn(store, "start");
    renderWithStore(<SignInButton />, store, "/live");
    const user = userEvent.setup();
    await user.hover(screen.getByRole("button", { name: "Sign In" }));
    expect(start).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole("button", { name: "Sign In" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveFocus();
    expect(start).toHaveBeenCalledTimes(2);
    // The hover also began loading the dialog's code: let it finish before the test ends.
    await import("./auth-dialog");
  });
});
