import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { createUser, signIn, type AppRole } from "../support/users";

/** 200% zoom of a 1280-px window, and a 320-px phone (what 400% zoom reflows to). */
const WIDTHS = [640, 320];

const PUBLIC_PAGES = ["/", "/live", "/spiritual-gurus", "/about-us", "/privacy-policy"];

const SIGNED_IN_PAGES: Record<AppRole, string[]> = {
  devotee: ["/devotee-dashboard", "/connect", "/explore", "/bookings", "/pray", "/profile"],
  guru: ["/spiritual-dashboard", "/spiritual-dashboard/bookings", "/spiritual-dashboard/services"],
  pujari: [],
  temple_admin: ["/temple-admin", "/temple-admin/events", "/temple-admin/poojas"],
};

/** Controls people press that are boxes (not links inside a sentence) and are smaller than 44 px. */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, input, select, textarea, [role=tab]")]
      .filter((element) => element.checkVisibility() && !element.closest(".sr-only"))
      .filter((element) => getComputedStyle(element).display !== "inline")
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // A checkbox or radio button counts with its label, which is pressed as well.
        const label = element.closest("label")?.getBoundingClientRect();
        return Math.max(box.height, label?.height ?? 0) < 43.5;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ""}"`),
  );
}

async function expectReadableWithLargeText(page: Page, path: string) {
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectTextToFit(page, path);
  expect(await smallTouchTargets(page), `small controls on ${path}`).toEqual([]);
  await expectNoAxeViolations(page, {
    label: path,
    tags: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"],
  });
}

test.describe("large text", () => {
  test("is turned on from the footer, raises the root size with the browser's own, and is remembered", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const toggle = page.getByRole("contentinfo").getByRole("button", { name: "Large text" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const rootSize = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const before = await rootSize();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await rootSize()).toBeCloseTo(before * 1.25);
    await page.goto("/live");
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await page.getByRole("contentinfo").getByRole("button", { name: "Large text" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-text-size", /.*/);
  });

  for (const width of WIDTHS) {
    test(`public pages work at ${width} px with large text: no sideways scroll, 44 px controls, axe clean`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem("bhakti-setu-text-size", "large"));
      await page.setViewportSize({ width, height: 800 });
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expectReadableWithLargeText(page, path);
      }
    });
  }

  for (const [role, pages] of Object.entries(SIGNED_IN_PAGES)) {
    if (pages.length === 0) continue;
    test(`${role} screens work at 320 px with large text`, async ({ page }) => {
      test.setTimeout(90_000);
      const user = await createUser({ roles: [role as AppRole] });
      await page.addInitScript(() => localStorage.setItem("bhakti-setu-text-size", "large"));
      await page.setViewportSize({ width: 320, height: 800 });
      await signIn(page, user);
      for (const path of pages) {
        await page.goto(path);
        await expectReadableWithLargeText(page, path);
      }
    });
  }
});
