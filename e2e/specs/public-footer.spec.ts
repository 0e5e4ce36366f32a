import { expect, test } from "@playwright/test";
import { expectOpensDownloadDialog } from "./public-support";

test.describe("footer", () => {
  for (const [name, path, heading] of [
    ["About Us", "/about-us", "About Us"],
    ["Privacy Policy", "/privacy-policy", "Privacy Policy"],
    ["Terms of Use", "/terms-of-service", "Terms of Use"],
  ] as const) {
    test(`${name} opens ${path} scrolled to the top`, async ({ page }) => {
      await page.goto("/live");
      const footer = page.getByRole("contentinfo");
      // Hydration may put a page scrolled before it back on top: scroll again until it is down.
      await expect
        .poll(async () => {
          await footer.scrollIntoViewIfNeeded();
          return page.evaluate(() => window.scrollY);
        })
        .toBeGreaterThan(200);
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("a footer link to the page already shown still scrolls to the top", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Contact Us opens a chat link prefilled with a support greeting", async ({ page }) => {
    await page.goto("/");
    const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" });
    const href = await contact.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href!.split("text=")[1]!)).toMatch(/^Namaste!/);
    await expect(contact).toHaveAttribute("target", "_blank");
    await expect(contact).toHaveAttribute("rel", /noopener/);
  });

  test("Quick Links and Services open the download dialog", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const section of ["Quick Links", "Services"]) {
      const buttons = footer.getByRole("group", { name: section }).getByRole("button");
      const count = await buttons.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        await expectOpensDownloadDialog(page, buttons.nth(index));
      }
    }
  });

  test("shows the support phone and e-mail, Delhi, India and the 2025 copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText("Delhi, India");
    await expect(footer).toContainText("© 2025 Bhakti Setu");
    await expect(
      footer.getByRole("link", { name: "Register as a Guru or Temple" }),
    ).toHaveAttribute("href", /^https:\/\//);
  });
});
