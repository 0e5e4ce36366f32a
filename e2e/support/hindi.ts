import { expect, type Page } from "@playwright/test";

/**
 * Words that stay in Latin letters on a Hindi page: the product's name, abbreviations Indians
 * read as they are, the time suffixes Chromium's Hindi clock prints, and payment brands.
 */
const ALLOWED = new Set([
  "Bhakti",
  "Setu",
  "IST",
  "UPI",
  "PAN",
  "OTP",
  "SMS",
  "PDF",
  "CSV",
  "AI",
  "am",
  "pm",
  "Razorpay",
  "Google",
  "English",
  "WhatsApp",
  "QR",
]);

/**
 * Opens the page in Hindi for the rest of the test: the language chosen on this device, before
 * any of the app's scripts run.
 */
export async function chooseHindi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem("bhakti-setu-locale", "hi");
  });
}

/** Waits until the page shows Hindi (its `<html lang>`) and settles, then scans it: see englishOnPage. */
export async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator("html")).not.toHaveAttribute("data-locale-pending", /.*/);
  // Radix Toast copies a new toast's words into a status on <body> for a second, as plain text,
  // so a name marked inside the toast loses its mark there; the toast itself stays to be scanned.
  await expect(page.locator("body > [role='status'][aria-live]")).toHaveCount(0);
  const words = await englishOnPage(page);
  expect(words, `English left on ${page.url()}`).toEqual([]);
}

/**
 * The Latin words a person sees or hears on the page: visible text and the accessible text of
 * attributes (aria-label, placeholder, title, alt), outside text people wrote themselves
 * (`translate="no"`, `data-user-content`), e-mail addresses, web addresses and code.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = "[translate='no'], [data-user-content], script, style, code, kbd, noscript";
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped)) continue;
      if (parent.closest("[hidden], [aria-hidden='true']") && !parent.closest(".sr-only")) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [placeholder], [title], img[alt]",
    )) {
      if (element.closest(skipped)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const words = texts
    .join(" ")
    .replace(/\S+@\S+\.\S+/g, " ")
    // A bare "https://" too: the start a link must have, which a form's hint spells out.
    .replace(/\b(?:https?:\/\/|www\.)\S*/g, " ")
    .match(/[A-Za-z0-9][\w'’/-]*/g);
  // Codes mixing letters and digits read the same in Hindi: 80G, a PAN such as ABCDE1234F, a
  // receipt number such as MAHAKALBFD/2026-27/0001 (one word with its slashes, or its prefix
  // would read as a word of its own).
  const latin = (words ?? []).filter((word) => /[A-Za-z]/.test(word) && !/\d/.test(word));
  return [...new Set(latin.filter((word) => !ALLOWED.has(word)))];
}
