import { expect, type Page, test } from "@playwright/test";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { createVerifiedProvider } from "../support/providers";
import {
  createSevaProgram,
  createTempleEvent,
  createVerifiedTemple,
  registerForEvent,
} from "../support/temples";
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

test("registering for a temple's event and pledging to its seva speak Hindi", async ({ page }) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  const festival = `Shravan Utsav ${temple.slug}`;
  const fullEvent = `Bhasma Aarti Darshan ${temple.slug}`;
  await createTempleEvent(temple.id, festival, { capacity: 4 });
  const fullEventId = await createTempleEvent(temple.id, fullEvent, { capacity: 1 });
  await registerForEvent(fullEventId, (await createUser()).id);
  const seva = `Annadaan Seva ${temple.slug}`;
  await createSevaProgram(temple.id, seva, 10_000_000);
  await signIn(page, await createUser({ roles: ["devotee"] }));
  await switchToHindi(page);
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

  // The temple's events: one registered for, one already full.
  await page.goto(`/explore/${temple.slug}`);
  await expect(card(fullEvent)).toContainText("यह आयोजन भर गया है। कोई और आयोजन चुनें।");
  await card(festival)
    .getByRole("button", { name: `${festival}: पंजीकरण करें` })
    .click();
  await expect(card(festival)).toContainText("आपका पंजीकरण हो गया है।");
  await expect(
    card(festival).getByRole("button", { name: `${festival}: पंजीकरण रद्द करें` }),
  ).toBeVisible();
  await expectNoEnglish(page);

  // A pledge, refused once for its PAN, then recorded and waiting for payment.
  await page.goto("/pray");
  await expect(page.getByText(/आपने अभी कोई संकल्प नहीं लिया है/)).toBeVisible();
  await expectNoEnglish(page);
  await card(seva)
    .getByRole("button", { name: `${seva} के लिए दान का संकल्प लें` })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "₹1,001" }).click();
  await dialog.getByLabel("PAN (वैकल्पिक)").fill("abcd1234f");
  await dialog.getByRole("button", { name: "मेरा संकल्प दर्ज करें" }).click();
  await expect(
    dialog.getByText("PAN में पाँच अक्षर, चार अंक और फिर एक अक्षर होता है, जैसे ABCDE1234F"),
  ).toBeVisible();
  await expectNoEnglish(page);
  await dialog.getByLabel("PAN (वैकल्पिक)").fill("abcde1234f");
  await dialog.getByRole("button", { name: "मेरा संकल्प दर्ज करें" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "₹1,001 का आपका दान भुगतान के लिए तैयार है। अभी तक कोई राशि नहीं कटी है।",
  );
  await expect(dialog.getByRole("button", { name: "₹1,001 का भुगतान करें" })).toBeVisible();
  await expectNoEnglish(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "मेरे दान-संकल्प" })).toContainText("भुगतान बाकी");
  await expectNoEnglish(page);
});
