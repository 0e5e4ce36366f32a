import { expect, test } from "@playwright/test";

import { expectTextToFit } from "../support/layout";
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
