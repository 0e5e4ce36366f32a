// The database refuses in English; a Hindi screen says its refusal in Hindi. A temple admin who
// has sent today's three notifications is told so, and when the next may go, with no English left.
import { expect, test } from "@playwright/test";
import { callRest } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createVerifiedTemple } from "../support/temples";
import { signIn } from "../support/users";

test("the limit on a temple's notifications, and when the next may go, read in Hindi", async ({
  page,
}) => {
  const temple = await createVerifiedTemple();
  for (const day of ["Ekadashi", "Purnima", "Amavasya"]) {
    await callRest("POST", "/rest/v1/temple_announcements", {
      temple_id: temple.id,
      sent_by: temple.admin.id,
      title: `${day} darshan timings`,
      body: "The temple opens at 4 am.",
    });
  }

  await signIn(page, temple.admin);
  await expect(page).toHaveURL(/\/temple-admin$/);
  await chooseHindi(page);
  await page.goto("/temple-admin");
  await page.getByRole("button", { name: "सूचना भेजें" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("शीर्षक").fill("Kartik Deepotsav");
  await dialog.getByLabel("संदेश").fill("Join the evening aarti with a diya.");
  await dialog.getByRole("button", { name: "पूर्वावलोकन" }).click();
  await dialog.getByRole("button", { name: "अनुयायियों को भेजें" }).click();

  await expect(dialog.getByRole("alert")).toHaveText(
    /^आपके अनुयायियों को पिछले 24 घंटों में 3 सूचनाएँ भेजी जा चुकी हैं। आप (आज|कल), \d{1,2}:\d{2} (am|pm) IST के बाद फिर से भेज सकते हैं।$/,
  );
  await expectNoEnglish(page);
});
