import { expect, type Page, test } from "@playwright/test";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createVerifiedProvider } from "../support/providers";
import { createSevaProgram, createTempleEvent, createVerifiedTemple } from "../support/temples";
import { createUser, signIn } from "../support/users";

/** Shows the rest of the visit in Hindi, as a person who picked it on this device. */
async function switchToHindi(page: Page) {
  await page.evaluate(() => window.localStorage.setItem("bhakti-setu-locale", "hi"));
}

test("the public Home, Live and Gurus pages speak Hindi", async ({ page }) => {
  await chooseHindi(page);
  for (const path of ["/", "/live", "/spiritual-gurus"]) {
    await page.goto(path);
    await expectNoEnglish(page);
  }
});

test("a devotee explores temples, gurus and seva programs in Hindi", async ({ page }) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await createTempleEvent(temple.id, `Shravan Utsav ${temple.slug}`);
  const seva = `Annadaan Seva ${temple.slug}`;
  await createSevaProgram(temple.id, seva, 10_000_000);
  const provider = await createVerifiedProvider("pujari", [
    {
      kind: "home_pooja",
      title: "Griha Pravesh Pooja",
      mode: "offline",
      duration_minutes: 90,
      price_paise: 510_000,
    },
  ]);
  const devotee = await createUser({ roles: ["devotee"] });
  await signIn(page, devotee);
  await switchToHindi(page);

  // Moves inside the app (as a person does) rather than loading each page afresh.
  const open = async (path: string) => {
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoEnglish(page);
  };
  await page.goto("/explore");
  await expectNoEnglish(page);
  await open(`/explore/${temple.slug}`);
  await open("/connect");
  await open(`/connect/${provider.slug}`);
  await open("/pray");
  await page.getByRole("button", { name: `${seva} के लिए दान का संकल्प लें` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoEnglish(page);
});
