import { expect, test } from "@playwright/test";

import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createUser, signIn } from "../support/users";

/** Every screen of a guru's practice, shown in Hindi, with no English left outside names. */
const SCREENS = [
  "/spiritual-dashboard",
  "/bookings",
  "/spiritual-dashboard/live",
  "/spiritual-dashboard/live?tab=schedule-live",
  "/services",
  "/availability",
  "/earnings",
  "/clients",
  "/profile",
] as const;

test("a guru's dashboard and practice screens speak Hindi", async ({ page }) => {
  const guru = await createUser({ roles: ["guru"], fullName: `Anand Shastri ${Date.now()}` });
  await signIn(page, guru);
  await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  await chooseHindi(page);

  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoEnglish(page);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी प्रोफ़ाइल");
});
