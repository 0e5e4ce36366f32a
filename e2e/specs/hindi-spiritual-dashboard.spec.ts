import { expect, test } from "@playwright/test";

import { signInForToken } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { bookFreeTime } from "../support/bookings";
import { HOME_POOJA as pooja } from "../support/offerings";
import { createVerifiedProvider, indiaDate } from "../support/providers";
import { createUser, signIn, signInNewUser } from "../support/users";

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
  await signInNewUser(page, {
    roles: ["guru"],
    fullName: `Anand Shastri ${Date.now()}`,
  });
  await chooseHindi(page);

  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoEnglish(page);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी प्रोफ़ाइल");
});

test("a pujari's offerings, hours, days off and answers to requests speak Hindi", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const katha = { ...pooja, kind: "katha", title: "Satyanarayan Katha", mode: "online" } as const;
  const pujari = await createVerifiedProvider("pujari", [pooja, katha]);
  const devoteeToken = await signInForToken(await createUser({ fullName: "Asha Verma" }));
  const contact = { contact_phone: "+91 98765 43210", address: "14 Koregaon Park, Pune" };
  await bookFreeTime(devoteeToken, pujari, pooja, {}, contact);
  await bookFreeTime(devoteeToken, pujari, katha, { index: -1 }, contact);
  await signIn(page, pujari.user);
  await expect(page).toHaveURL(/\/spiritual-dashboard$/);
  await chooseHindi(page);

  // The offerings, then a new one refused until its title and duration are right.
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: pooja.title })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("button", { name: "सेवा जोड़ें" }).click();
  const add = page.getByRole("dialog", { name: "नई सेवा जोड़ें" });
  await add.getByLabel("अवधि (मिनट)").fill("2");
  await add.getByRole("button", { name: "सेवा जोड़ें" }).click();
  await expect(add.getByText("सेवा का शीर्षक लिखें")).toBeVisible();
  await expect(add.getByText("अवधि 5 से 1440 मिनट के बीच लिखें")).toBeVisible();
  await expectNoEnglish(page);
  await add.getByLabel("प्रकार").selectOption({ label: "परामर्श" });
  await add.getByLabel("शीर्षक").fill("Jyotish Paramarsh");
  await add.getByLabel("अवधि (मिनट)").fill("30");
  await add.getByLabel("कीमत (₹)").fill("501");
  await add.getByRole("button", { name: "सेवा जोड़ें" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText("सेवा जोड़ दी गई", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jyotish Paramarsh" })).toBeVisible();
  await expectNoEnglish(page);
  // Paused (its toast names it), and the delete question asked, then kept.
  await page.getByRole("button", { name: "रोकें Jyotish Paramarsh" }).click();
  await expect(page.getByText("सेवा रोकी गई", { exact: true })).toBeVisible();
  await expect(page.getByText("रुकी हुई", { exact: true })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("button", { name: "हटाएँ Jyotish Paramarsh" }).click();
  const remove = page.getByRole("dialog", { name: "Jyotish Paramarsh हटाएँ?" });
  await expectNoEnglish(page);
  await remove.getByRole("button", { name: "रहने दें" }).click();
  await expect(remove).toBeHidden();

  // Hours that overlap the day's are refused on the field; a day off is added.
  await page.goto("/availability");
  await expect(page.getByRole("heading", { name: "अगले दो सप्ताह" })).toBeVisible();
  await expect(page.getByText(/लोड हो रह/)).toHaveCount(0);
  await expectNoEnglish(page);
  await page.getByLabel("से", { exact: true }).fill("07:00");
  await page.getByLabel("तक", { exact: true }).fill("09:00");
  await page.getByRole("button", { name: "समय जोड़ें" }).click();
  await expect(page.getByText("ये घंटे उस दिन के आपके पहले से तय घंटों से टकराते हैं")).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel("छुट्टी का दिन").fill(indiaDate(5));
  await page.getByLabel("कारण (केवल आप देखेंगे)").fill("Family wedding");
  await page.getByRole("button", { name: "छुट्टी जोड़ें" }).click();
  await expect(page.getByText("Family wedding")).toBeVisible();
  await expectNoEnglish(page);

  // The requests: one confirmed, one declined once its reason is written.
  await page.goto("/bookings");
  await expect(page.getByRole("tab", { name: "अनुरोध (2)" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("button", { name: `पुष्टि करें: ${pooja.title}` }).click();
  const confirm = page.getByRole("dialog", { name: "इस बुकिंग की पुष्टि करें?" });
  await expectNoEnglish(page);
  await confirm.getByRole("button", { name: "बुकिंग की पुष्टि करें" }).click();
  await expect(page.getByRole("tab", { name: "आने वाली (1)" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("button", { name: `अस्वीकार करें: ${katha.title}` }).click();
  const decline = page.getByRole("dialog", { name: "यह बुकिंग अस्वीकार करें?" });
  await decline.getByRole("button", { name: "बुकिंग अस्वीकार करें" }).click();
  await expect(decline.getByRole("alert")).toHaveText("ऐसा कारण लिखें जिसे श्रद्धालु पढ़ेंगे");
  await expectNoEnglish(page);
  await decline.getByLabel("कारण").fill("I am away at a yagna that afternoon");
  await decline.getByRole("button", { name: "बुकिंग अस्वीकार करें" }).click();
  await expect(page.getByRole("tab", { name: "अनुरोध (0)" })).toBeVisible();
  await expect(page.getByText(/कोई अनुरोध बाकी नहीं है/)).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("tab", { name: "बीती हुई (1)" }).click();
  await expect(page.getByText("I am away at a yagna that afternoon")).toBeVisible();
  await expectNoEnglish(page);
});
