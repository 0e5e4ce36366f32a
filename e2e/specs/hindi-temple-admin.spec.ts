import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { callRest } from "../support/data-api";
import { chooseHindi, expectNoEnglish } from "../support/hindi";
import { indiaDate } from "../support/providers";
import {
  createSevaProgram,
  createTempleEvent,
  createVerifiedTemple,
  verifyTemple,
} from "../support/temples";
import { createUser, signIn } from "../support/users";

/** Opens a screen of the temple admin and waits for its heading, then scans it for English. */
async function visitInHindi(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // Every loading message says "…लोड हो रहे/रही हैं"; the scan waits until none is left.
  await expect(page.getByText(/लोड हो रह/)).toHaveCount(0);
  await expectNoEnglish(page);
}

/** Opens a dialog with its button, scans the page with the dialog open, then closes it. */
async function scanDialog(page: Page, button: string, title: string) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expectNoEnglish(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/**
 * A devotee's request for one of the temple's poojas (no published schedule, so any time), written
 * as the service role: the bookings list then offers Confirm and Decline.
 */
async function requestTemplePooja(templeId: string, pooja: string, devoteeName: string) {
  const devotee = await createUser({ fullName: devoteeName });
  const [offering] = await callRest<{ id: string }[]>("POST", "/rest/v1/offerings", {
    temple_id: templeId,
    kind: "temple_pooja",
    title: pooja,
    mode: "online",
    duration_minutes: 30,
    price_paise: 0,
  });
  const start = new Date(Date.now() + 3 * 86_400_000);
  const slot = `[${start.toISOString()},${new Date(start.getTime() + 30 * 60_000).toISOString()})`;
  await callRest("POST", "/rest/v1/bookings", {
    devotee_id: devotee.id,
    offering_id: offering!.id,
    temple_id: templeId,
    title: pooja,
    mode: "online",
    price_paise: 0,
    free_cancel_hours: 24,
    kept_percent: 0,
    slot,
    blocked: slot,
    devotee_name: devoteeName,
  });
}

test("every screen of the temple admin, and its dialogs, speak Hindi", async ({ page }) => {
  test.setTimeout(180_000);
  const temple = await createVerifiedTemple();
  const eventTitle = `Kartik Deepotsav ${temple.slug}`;
  const programTitle = `Gau Seva ${temple.slug}`;
  await createTempleEvent(temple.id, eventTitle, { capacity: 50 });
  await createSevaProgram(temple.id, programTitle, 5_000_000);
  const pooja = `Rudrabhishek ${temple.slug}`;
  const devotee = `Meera ${temple.slug}`;
  await requestTemplePooja(temple.id, pooja, devotee);

  await signIn(page, temple.admin);
  await expect(page).toHaveURL(/\/temple-admin$/);
  await chooseHindi(page);

  await visitInHindi(page, "/temple-admin", "मंदिर डैशबोर्ड");
  await expect(page.getByRole("region", { name: "त्वरित कार्य" })).toBeVisible();
  await scanDialog(page, "सूचना भेजें", "अपने अनुयायियों को सूचना भेजें");
  await scanDialog(page, "लाइव जाएँ", "लाइव जाएँ");
  await scanDialog(page, "कार्यक्रम को आगे रखें", "किसी कार्यक्रम को आगे रखें");

  await visitInHindi(page, "/temple-admin/events", "कार्यक्रम");
  await expect(page.getByRole("heading", { name: eventTitle })).toBeVisible();
  await scanDialog(page, "कार्यक्रम बनाएँ", "नया कार्यक्रम बनाएँ");
  await scanDialog(page, `पंजीकरण: ${eventTitle}`, `पंजीकरण: ${eventTitle}`);
  // The event's, program's, pooja's and devotee's names inside the confirmations are names.
  await scanDialog(page, `कार्यक्रम रद्द करें: ${eventTitle}`, `${eventTitle} रद्द करें?`);

  await visitInHindi(page, "/temple-admin/katha", "कथा शृंखला");
  await scanDialog(page, "कथा शृंखला बनाएँ", "नई कथा शृंखला बनाएँ");

  await visitInHindi(page, "/temple-admin/poojas", "पूजाएँ");
  await scanDialog(page, "पूजा जोड़ें", "नई पूजा जोड़ें");
  await scanDialog(page, `पुष्टि करें ${devotee} के लिए ${pooja}`, `${pooja} की पुष्टि करें?`);
  await scanDialog(page, `अस्वीकार करें ${devotee} के लिए ${pooja}`, `${pooja} अस्वीकार करें?`);

  await visitInHindi(page, "/temple-admin/seva", "सेवा कार्यक्रम");
  await expect(page.getByRole("heading", { name: programTitle })).toBeVisible();
  await scanDialog(page, `बदलें ${programTitle}`, `${programTitle} बदलें`);
  await scanDialog(page, `प्रचार करें ${programTitle}`, `${programTitle} का प्रचार करें`);

  await visitInHindi(page, "/temple-admin/gurus", "गुरु प्रबंधन");
  await visitInHindi(page, "/temple-admin/donations", "दान");
  await visitInHindi(page, "/temple-admin/gallery", "गैलरी");
  await visitInHindi(page, "/temple-admin/community", "समुदाय");
  await visitInHindi(page, "/temple-admin/profile", "मंदिर की प्रोफ़ाइल");
  await visitInHindi(page, "/temple-invitations", "मंदिर के आमंत्रण");
});

test("a new temple admin's first steps speak Hindi: the example dashboard, the profile form, a first event and seva program", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 6);
  const templeName = `Shri Omkareshwar Mandir ${suffix}`;
  const slug = `shri-omkareshwar-mandir-${suffix}`;
  await signIn(page, await createUser({ roles: ["temple_admin"], fullName: `Trustee ${suffix}` }));
  await expect(page).toHaveURL(/\/temple-admin$/);
  await chooseHindi(page);

  // Before the temple exists: the labelled example, and the quick actions' notes in Hindi.
  await visitInHindi(page, "/temple-admin", "मंदिर डैशबोर्ड");
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  const actions = page.getByRole("region", { name: "त्वरित कार्य" });
  await actions.getByRole("button", { name: /^सूचना भेजें/ }).click();
  await actions.getByRole("button", { name: /^डेटा डाउनलोड करें/ }).click();
  await expect.poll(() => alerts).toHaveLength(2);
  expect(alerts.filter((alert) => /[A-Za-z]/.test(alert))).toEqual([]);

  // The profile form refuses a map link without https://, then creates the profile.
  await page.getByRole("link", { name: "मंदिर की प्रोफ़ाइल बनाएँ" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "मंदिर की प्रोफ़ाइल" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel("मंदिर का नाम").fill(templeName);
  await expect(page.getByLabel("सार्वजनिक लिंक")).toHaveValue(slug);
  await page.getByLabel("देवता").fill("Omkareshwar (Shiva)");
  await page.getByLabel("शहर").fill("Khandwa");
  await page.getByLabel("नक्शे का लिंक").fill("mailto:mandir@example.com");
  await page.getByRole("button", { name: "प्रोफ़ाइल बनाएँ" }).click();
  await expect(page.getByText("किसी नक्शा सेवा से मंदिर के पेज का लिंक चिपकाएँ")).toBeVisible();
  await expectNoEnglish(page);
  // A link without https:// is completed, not refused.
  await page.getByLabel("नक्शे का लिंक").fill("maps.example/omkareshwar");
  await page.getByRole("button", { name: "प्रोफ़ाइल बनाएँ" }).click();
  await expect(page.getByRole("region", { name: "सत्यापन के लिए भेजें" })).toBeVisible();
  await expect(page.getByText("प्रोफ़ाइल बन गई", { exact: true })).toBeVisible();
  await expectNoEnglish(page);

  // Verified, the temple gets its first event and seva program, each refused once when empty.
  await verifyTemple(slug);
  await visitInHindi(page, "/temple-admin/events", "कार्यक्रम");
  await expect(page.getByText(/कोई आने वाला कार्यक्रम नहीं है/)).toBeVisible();
  await page.getByRole("button", { name: "कार्यक्रम बनाएँ" }).first().click();
  const eventDialog = page.getByRole("dialog", { name: "नया कार्यक्रम बनाएँ" });
  await eventDialog.getByRole("button", { name: "कार्यक्रम बनाएँ" }).click();
  await expect(eventDialog.getByText("कार्यक्रम का नाम लिखें")).toBeVisible();
  await expect(eventDialog.getByText("शुरू होने का समय चुनें")).toBeVisible();
  await expectNoEnglish(page);
  await eventDialog.getByLabel("कार्यक्रम का नाम").fill(`Kartik Purnima Deepotsav ${suffix}`);
  await eventDialog.getByLabel("तारीख").fill(indiaDate(3));
  await eventDialog.getByLabel("शुरू होने का समय (IST)").fill("18:30");
  await eventDialog.getByLabel("स्थान").fill("50");
  await eventDialog.getByRole("button", { name: "कार्यक्रम बनाएँ" }).click();
  await expect(eventDialog).toBeHidden();
  await expect(page.getByText("50 स्थानों में से 0 पंजीकृत")).toBeVisible();
  await expectNoEnglish(page);

  await visitInHindi(page, "/temple-admin/seva", "सेवा कार्यक्रम");
  await page.getByRole("button", { name: "कार्यक्रम बनाएँ" }).first().click();
  const sevaDialog = page.getByRole("dialog");
  await sevaDialog.getByRole("button", { name: "कार्यक्रम बनाएँ" }).click();
  await expect(sevaDialog.getByText("कार्यक्रम का नाम लिखें")).toBeVisible();
  await expectNoEnglish(page);
  await sevaDialog.getByLabel("कार्यक्रम का नाम").fill(`Annakshetra Seva ${suffix}`);
  await sevaDialog.getByLabel("लक्ष्य (₹)").fill("100000");
  await sevaDialog.getByRole("button", { name: "कार्यक्रम बनाएँ" }).click();
  await expect(sevaDialog).toBeHidden();
  await expect(page.getByText(/₹1,00,000 में से ₹0 जुटाए गए/).first()).toBeVisible();
  await expectNoEnglish(page);
});
