import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectTextToFit } from "../support/layout";
import { createVerifiedTemple } from "../support/temples";
import { createUser, signIn, signInOnNewPage } from "../support/users";

// A 1×1 PNG: the gallery stores whatever picture the admin chooses.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function uploadPhoto(page: Page, caption: string) {
  await page.getByLabel("Caption for the next photo (optional)").fill(caption);
  await page.getByLabel("Photo", { exact: true }).setInputFiles({
    name: `${caption}.png`,
    mimeType: "image/png",
    buffer: png,
  });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText(`${caption}.png uploaded.`)).toBeVisible();
}

test("a temple's admin uploads captioned photos, reorders and removes them; devotees see the gallery in order", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await signIn(page, temple.admin);
  await page.goto("/temple-admin/gallery");
  await expect(page.getByText("No photos yet.")).toBeVisible();
  await uploadPhoto(page, "Garbhagriha");
  await uploadPhoto(page, "Gopuram");
  await uploadPhoto(page, "Deepstambh");
  const photos = page.getByRole("region", { name: /^Gallery/ }).getByRole("img");
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(2)).toHaveAccessibleName("Deepstambh");

  await page.getByRole("button", { name: "Move up photo 3" }).click();
  await expect(photos.nth(1)).toHaveAccessibleName("Deepstambh");
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAccessibleName("Deepstambh");
  await expectTextToFit(page, "/temple-admin/gallery");
  await expectNoAxeViolations(page);

  const devotee = await createUser();
  const devoteePage = await signInOnNewPage(browser, devotee);
  await devoteePage.goto(`/explore/${temple.slug}`);
  const gallery = devoteePage.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("img")).toHaveCount(2);
  await expect(gallery.getByRole("img").first()).toHaveAccessibleName("Deepstambh");
  await expect(gallery.getByRole("img").last()).toHaveAccessibleName("Gopuram");
  await devoteePage.context().close();
});
