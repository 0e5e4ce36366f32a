import { expect, type Locator, type Page } from "@playwright/test";

/** Helpers for the public-site specs (public-*.spec.ts). */

export const TITLE_SUFFIX = " | Bhakti Setu - Your Spiritual Gateway";

/** The app-download dialog every call to action of the public site opens. */
export function downloadDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Continue in the Bhakti Setu app" });
}

/**
 * Clicks `trigger`, expects the app-download dialog (Continue on the web, the store buttons the
 * e2e build configures, support/product-server.ts, and the minimum OS versions), closes it with Escape and expects focus back on the trigger.
 */
export async function expectOpensDownloadDialog(page: Page, trigger: Locator): Promise<void> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const dialog = downloadDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Continue on the web" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /App Store/ })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Google Play/ })).toBeVisible();
  await expect(dialog).toContainText("iOS 12+");
  await expect(dialog).toContainText("Android 6+");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Every button of the page that opens the app-download dialog (not the header's Sign In). */
export function downloadTriggers(page: Page): Locator {
  return page.locator('button[aria-haspopup="dialog"]').filter({ hasNotText: /^Sign In$/ });
}
