// Back from Google with an error: the sign-in dialog opens again saying what happened, once.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { markLeavingForGoogle } from "../google-return";
import { renderWithStore, storeWithoutClient } from "../testing/auth-test-utils";
import { AuthDialogHost } from "./auth-dialog-host";

const CANCELLED = "error=access_denied&error_description=End-User+aborted+interaction";

/** The dialog's announced message, once the dialog's code is here. */
async function announced(text: string) {
  const message = await screen.findByText(text);
  expect(message.closest('[role="alert"]')).not.toBeNull();
  expect(message.closest('[role="dialog"]')).toHaveAccessibleName("Welcome to Bhakti Setu");
  return message;
}

afterEach(async () => {
  window.sessionStorage.clear();
  await setLocale("en");
});

function returnFromGoogle(path: string) {
  markLeavingForGoogle(window.sessionStorage);
  renderWithStore(
    <>
      <AuthDialogHost />
      <Link to="/?auth=sign-in">Sign In</Link>
    </>,
    storeWithoutClient(),
    path,
  );
}

describe("back from Google with an error", () => {
  it("says it was cancelled in the sign-in dialog, and leaves no error in the address", async () => {
    returnFromGoogle(`/devotee-dashboard?${CANCELLED}#${CANCELLED}`);
    await announced(
      "Google sign-in was cancelled. Try again, or sign in with e-mail or mobile number.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/?auth=sign-in&next=%2Fdevotee-dashboard",
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it("says what to do after any other error, and not again once the dialog is closed", async () => {
    returnFromGoogle("/?error=server_error&error_code=unexpected_failure&error_description=x");
    await announced(
      "Google could not sign you in this time. Try again in a few minutes, or sign in with e-mail or mobile number.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/\?auth=sign-in$/);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
    expect(await screen.findByRole("tab", { name: "Sign In" })).toBeVisible();
    expect(screen.queryByText(/Google could not sign you in/)).not.toBeInTheDocument();
  });

  it("says it in Hindi when the page is in Hindi", async () => {
    await setLocale("hi");
    returnFromGoogle(`/?${CANCELLED}`);
    const message = await screen.findByText(
      "Google से साइन इन रद्द हो गया। फिर से कोशिश करें, या ईमेल या मोबाइल नंबर से साइन इन करें।",
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it("shows nothing for an error the tab did not go to Google for (an e-mail link's)", async () => {
    renderWithStore(
      <AuthDialogHost />,
      storeWithoutClient(),
      "/?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/error_code=otp_expired/);
  });
});
