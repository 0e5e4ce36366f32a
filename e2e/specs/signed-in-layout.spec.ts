import { expect, test } from "@playwright/test";

import { expectTextToFit } from "../support/layout";
import { createSevaProgram, createTempleEvent, createVerifiedTemple } from "../support/temples";
import { type AppRole, createUser, signIn } from "../support/users";

/** Every signed-in screen, by the role that reaches it (the not-found page for each frame). */
const screens: Record<string, { roles: AppRole[]; paths: string[] }> = {
  devotee: {
    roles: ["devotee"],
    paths: ["/devotee-dashboard", "/live", "/role-assignment", "/no-such-page"],
  },
  guru: {
    roles: ["guru", "devotee"],
    paths: ["/spiritual-dashboard", "/spiritual-dashboard/live", "/no-such-page"],
  },
  "temple admin": { roles: ["temple_admin"], paths: ["/temple-admin", "/no-such-page"] },
};

test.describe("signed-in screens on phones", () => {
  for (const [name, { roles, paths }] of Object.entries(screens)) {
    test(`a ${name}'s screens fit 320 and 390 px: no overflow, no text over text`, async ({
      page,
    }) => {
      const user = await createUser({ roles });
      await signIn(page, user);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 720 });
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expectTextToFit(page, `${path} at ${width} px`);
        }
      }
    });
  }
});

/** A temple's own pages, with an event and a seva program so the lists are not empty. */
const templePages = [
  "/temple-admin",
  "/temple-admin/profile",
  "/temple-admin/events",
  "/temple-admin/katha",
  "/temple-admin/poojas",
  "/temple-admin/seva",
  "/temple-admin/gurus",
  "/temple-admin/donations",
  "/temple-admin/gallery",
  "/temple-admin/community",
  "/temple-invitations",
];

test("a temple admin's pages fit 320 and 390 px: no overflow, no text over text", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const temple = await createVerifiedTemple();
  await createTempleEvent(temple.id, `Annakut Utsav with a long name ${temple.slug}`, {
    capacity: 120,
  });
  await createSevaProgram(temple.id, `Gau Seva for the temple cows ${temple.slug}`, 5_000_000);
  await signIn(page, temple.admin);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 720 });
    for (const path of templePages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectTextToFit(page, `${path} at ${width} px`);
    }
  }
});
