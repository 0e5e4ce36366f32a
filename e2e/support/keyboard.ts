import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page: at most
 * `steps` presses, then it must be focused.
 */
export async function tabUntilFocused(page: Page, target: Locator, steps = 40): Promise<void> {
  for (let step = 0; step < steps; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
