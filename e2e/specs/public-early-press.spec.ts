import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/hold-scripts";
import { downloadDialog } from "./public-support";

/**
 * Pre-rendered pages start their scripts after the first paint, so a visitor can press a button
 * before React answers it: the press is held and acted on once React has taken over.
 */
test.describe("a press before the page's scripts have run", () => {
  test("Sign In pressed on the painted landing opens the dialog when the scripts arrive", async ({
    page,
  }) => {
    const start = await holdScripts(page, /\/assets\/entry\.client-[\w-]+\.js$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Spiritual Gateway");
    await expect.poll(start.requested).toBe(1);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Bhakti Setu" });
    await expect(dialog).toBeHidden();
    await start.release();
    await expect(dialog).toBeVisible();
  });

  test("Begin Your Journey pressed by keyboard before the scripts arrive opens its dialog after", async ({
    page,
  }) => {
    const start = await holdScripts(page, /\/assets\/entry\.client-[\w-]+\.js$/);
    await page.goto("/");
    await expect.poll(start.requested).toBe(1);

    const begin = page.getByRole("button", { name: "Begin Your Journey" });
    await begin.focus();
    await page.keyboard.press("Enter");
    const dialog = downloadDialog(page);
    await expect(dialog).toBeHidden();
    await start.release();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(begin).toBeFocused();
  });

  test("Large text pressed before the scripts arrive turns on once its own code has", async ({
    page,
  }) => {
    const start = await holdScripts(page, /\/assets\/entry\.client-[\w-]+\.js$/);
    const controls = await holdScripts(page, /\/assets\/display-controls-[\w-]+\.js$/);
    await page.goto("/about-us");
    await expect.poll(start.requested).toBe(1);
    const toggle = page.getByRole("contentinfo").getByRole("button", { name: "Large text" });

    await toggle.click();
    await start.release();
    await expect.poll(controls.requested).toBe(1);
    await expect(page.locator("html")).not.toHaveAttribute("data-text-size", /.*/);
    await controls.release();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  });
});
