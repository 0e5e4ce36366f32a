import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithStore, storeWithoutClient } from "../testing/auth-test-utils";
import { AuthDialogHost } from "./auth-dialog-host";

function setup(path = "/?auth=sign-up") {
  const store = storeWithoutClient();
  const user = userEvent.setup();
  renderWithStore(<AuthDialogHost />, store, path);
  return { store, user };
}

describe("opening", () => {
  it("shows the dialog at once with a loading status until its code is here", async () => {
    setup("/?auth=sign-in");
    const standIn = screen.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
    expect(standIn).toHaveAttribute("open");
    expect(within(standIn).getByRole("status")).toHaveTextContent("Loading sign-in…");
    expect(await screen.findByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
    expect(screen.queryByText("Loading sign-in…")).not.toBeInTheDocument();
  });
});

describe("the sign-up tab", () => {
  it("asks for full name, e-mail, password and the role, devotee preselected", async () => {
    setup();
    expect(await screen.findByRole("tab", { name: "Sign Up", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Welcome to Bhakti Setu" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    const roles = screen.getByRole("group", { name: "I am joining as" });
    expect(roles).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "devotee",
      "guru",
      "pujari",
      "temple_admin",
    ]);
    expect(screen.getByRole("radio", { name: "Devotee" })).toBeChecked();
  });

  it("shows inline, announced errors and focuses the first field, without a request", async () => {
    const { store, user } = setup();
    const signUp = vi.spyOn(store, "signUp");
    await user.click(await screen.findByRole("button", { name: "Create Account" }));
    const fullName = screen.getByLabelText("Full name");
    expect(fullName).toHaveAttribute("aria-invalid", "true");
    expect(fullName).toHaveAccessibleDescription("Please enter your full name.");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        "Please enter your full name.",
        "Please enter your e-mail address.",
        "Please choose a password.",
      ]),
    );
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(signUp).not.toHaveBeenCalled();
  });

  it("sends the chosen role, shows progress and cannot submit twice", async () => {
    const { store, user } = setup();
    let finish: (value: { error: null; needsConfirmation: boolean }) => void = () => undefined;
    const signUp = vi
      .spyOn(store, "signUp")
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await user.type(await screen.findByLabelText("Full name"), "Asha Devi");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "lotus-flower-9");
    await user.click(screen.getByRole("radio", { name: "Pujari / Pandit" }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const busy = screen.getByRole("button", { name: "Creating Account..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith({
      email: "asha@example.com",
      password: "lotus-flower-9",
      fullName: "Asha Devi",
      role: "pujari",
    });
    finish({ error: null, needsConfirmation: false });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says to check the inbox when e-mail confirmation is on", async () => {
    const { store, user } = setup();
    vi.spyOn(store, "signUp").mockResolvedValue({ error: null, needsConfirmation: true });
    await user.type(await screen.findByLabelText("Full name"), "Asha Devi");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "lotus-flower-9");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We have sent a confirmation link to asha@example.com. Check your inbox",
    );
  });

  it("maps server errors by code to plain sentences", async () => {
    const { store, user } = setup();
    const signUp = vi
      .spyOn(store, "signUp")
      .mockResolvedValueOnce({
        error: new AuthApiError("User already registered", 422, "user_already_exists"),
        needsConfirmation: false,
      })
      .mockResolvedValueOnce({
        error: new AuthWeakPasswordError("weak", 422, ["characters"]),
        needsConfirmation: false,
      });
    await user.type(await screen.findByLabelText("Full name"), "Asha Devi");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "lotus-flower-9");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(
      await screen.findByText(
        "An account with this e-mail address already exists. Sign in instead.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(
      await screen.findByText(
        "This password is too weak: mix upper- and lower-case letters, digits and symbols.",
      ),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledTimes(2);
  });
});

describe("the sign-in tab", () => {
  it("signs in and returns to the page the guard came from", async () => {
    const { store, user } = setup("/?auth=sign-in&next=%2Ftemple-admin");
    const signIn = vi.spyOn(store, "signIn").mockResolvedValue({ error: null });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(signIn).toHaveBeenCalledWith({
      email: "admin@example.com",
      password: "secret-password",
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/temple-admin"));
  });

  it("never follows a next address off the site", async () => {
    const { store, user } = setup("/?auth=sign-in&next=%2F%2Fevil.example");
    vi.spyOn(store, "signIn").mockResolvedValue({ error: null });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("says when the credentials are wrong", async () => {
    const { store, user } = setup("/?auth=sign-in");
    vi.spyOn(store, "signIn").mockResolvedValue({
      error: new AuthApiError("Invalid login credentials", 400, "invalid_credentials"),
    });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("The e-mail address or password is incorrect.")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("sends the recovery e-mail from Forgot password?", async () => {
    const { store, user } = setup("/?auth=sign-in");
    const sendPasswordReset = vi
      .spyOn(store, "sendPasswordReset")
      .mockResolvedValue({ error: null });
    await user.type(await screen.findByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(sendPasswordReset).toHaveBeenCalledWith("asha@example.com");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account exists for asha@example.com, we have sent it a link",
    );
  });

  it("closes with Escape and drops the dialog from the URL", async () => {
    const { user } = setup("/live?auth=sign-in&next=%2Ftemple-admin");
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/live$/);
  });
});
