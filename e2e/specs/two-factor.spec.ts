import { expect, test } from "@playwright/test";
import { authenticatorCode, waitForNextStep, wrongCodeFor } from "../support/authenticator";
import { expectFitAndAccessibleAt320 } from "../support/layout";
import { createVerifiedTemple } from "../support/temples";
import { signIn, signOut } from "../support/users";

const WRONG_CODE_MESSAGE =
  "That code did not match. Check the time on your phone and type the newest code.";

test("a temple admin turns on two-factor sign-in, then signs in with the code from the app", async ({
  page,
}) => {
  // Two sign-ins with codes need two 30-second steps.
  test.setTimeout(150_000);
  const temple = await createVerifiedTemple();
  await signIn(page, temple.admin);
  await expect(page).toHaveURL(/\/temple-admin$/);

  await page.goto("/temple-admin/profile");
  const card = page.getByRole("heading", { name: "Two-factor sign-in" }).locator("xpath=../..");
  await expect(card.getByText("Off.")).toBeVisible();
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  // The key as someone types it into the app: groups of four.
  const shownKey = (await card.locator("code").textContent()) ?? "";
  expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  const secret = shownKey.replace(/ /g, "");
  await expectFitAndAccessibleAt320(page, "the set-up steps");

  const codeField = card.getByLabel("6-digit code");
  await codeField.fill(wrongCodeFor(secret));
  await card.getByRole("button", { name: "Check code and turn on" }).click();
  await expect(card.getByRole("alert")).toHaveText(WRONG_CODE_MESSAGE);
  await codeField.fill(authenticatorCode(secret));
  await card.getByRole("button", { name: "Check code and turn on" }).click();
  await expect(card.getByText(/^On since \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn off" })).toBeVisible();
  await expectFitAndAccessibleAt320(page, "the card when on");

  await signOut(page, "Temple Admin");

  // Password alone is not enough any more: every signed-in page asks for the code first.
  await signIn(page, temple.admin);
  const gate = page.getByRole("heading", { name: "Enter the code from your authenticator app" });
  await expect(gate).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Temple Admin" })).toHaveCount(0);
  await expect(
    page.getByText(/^Lost your phone\? Type the code from your backup authenticator/),
  ).toBeVisible();
  await page.reload();
  await expect(gate).toBeVisible();
  await expectFitAndAccessibleAt320(page, "the code screen");

  const gateField = page.getByLabel("6-digit code");
  await expect(gateField).toBeFocused();
  await gateField.fill(wrongCodeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG_CODE_MESSAGE);

  // The code used to turn it on was accepted once: the app's next one is needed.
  await waitForNextStep();
  await gateField.fill(authenticatorCode(secret));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Temple Admin" })).toBeVisible();
  await expect(page).toHaveURL(/\/temple-admin$/);
  await expect(page.getByRole("heading", { name: "Temple Dashboard" })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
