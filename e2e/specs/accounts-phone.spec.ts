// Signing up and in with a mobile number and the code texted to it (read from the server's
// outbox, where SMS land in development), at a phone's width, and once in Hindi.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { expectDialogToFit } from "../support/layout";
import { mailTo } from "../support/outbox";
import { createPhoneUser, openAuthDialog, uniqueIndianMobile } from "../support/users";

/** The code in the newest SMS to the Indian mobile `mobile` (the outbox keeps 91 + digits). */
async function codeTextedTo(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => (code = /\d{6}/.exec((await mailTo(`91${mobile}`))[0]?.body ?? "")?.[0]))
    .toBeDefined();
  return code ?? "";
}

/** Opens the dialog from the header on `/` at `tab` and picks the mobile number. */
async function openMobileSignIn(page: Page, tab: "Sign In" | "Sign Up"): Promise<Locator> {
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: tab }).click();
  await dialog.getByRole("button", { name: "Mobile number" }).click();
  return dialog;
}

test("a phone sign-up completes with the texted code and opens the chosen role's dashboard", async ({
  page,
}) => {
  const mobile = uniqueIndianMobile();
  const dialog = await openMobileSignIn(page, "Sign Up");
  await expect(dialog.getByLabel("Country code")).toHaveValue("91");
  await dialog.getByLabel("Full name").fill("Gopal Verma");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByRole("radio", { name: "Guru / Teacher" }).check();
  await dialog.getByRole("button", { name: "Send code" }).click();

  await expect(
    dialog.getByText(
      `We have sent a 6-digit code by SMS to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  await expect(dialog.getByLabel("6-digit code")).toBeFocused();
  await page.keyboard.type(await codeTextedTo(mobile));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pendingRole"))).toBeNull();
});

test("a returning phone user signs in with a new code", async ({ page }) => {
  const mobile = uniqueIndianMobile();
  await createPhoneUser(mobile, ["devotee"]);
  const dialog = await openMobileSignIn(page, "Sign In");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByLabel("6-digit code").fill(await codeTextedTo(mobile));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
});

test("both steps fit 320 px and have no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const dialog = await openMobileSignIn(page, "Sign Up");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expectDialogToFit(page, "the mobile number step at 320 px");
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  const mobile = uniqueIndianMobile();
  await dialog.getByLabel("Full name").fill("Kamla Devi");
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByLabel("6-digit code").fill("000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Type the 6 digits from the SMS, like 123456.")).toBeVisible();
  await expectDialogToFit(page, "the code step at 320 px");
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
});

test("the mobile number steps speak Hindi", async ({ page }) => {
  await chooseHindi(page);
  const mobile = uniqueIndianMobile();
  await page.goto("/");
  await page.getByRole("button", { name: "साइन इन", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "भक्ति सेतु में आपका स्वागत है" });
  await dialog.getByRole("tab", { name: "साइन अप" }).click();
  await dialog.getByRole("button", { name: "मोबाइल नंबर" }).click();
  await dialog.getByRole("button", { name: "OTP भेजें" }).click();
  await expect(dialog.getByText("कृपया अपना मोबाइल नंबर लिखें।")).toBeVisible();
  await expectNoEnglish(page);

  await dialog.getByLabel("पूरा नाम").fill("राधा शर्मा");
  await dialog.getByLabel("मोबाइल नंबर").fill(mobile);
  await dialog.getByRole("button", { name: "OTP भेजें" }).click();
  await expect(dialog.getByRole("button", { name: /सेकंड बाद नया OTP भेजें$/ })).toBeDisabled();
  await expectNoEnglish(page);
  await dialog.getByLabel("6 अंकों का OTP").fill(await codeTextedTo(mobile));
  await dialog.getByRole("button", { name: "पुष्टि करें" }).click();
  await expect(page).toHaveURL(/\/devotee-dashboard$/);
});
