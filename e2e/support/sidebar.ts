import { expect, type Locator } from "@playwright/test";
import type { TestUser } from "./users";

/** A dashboard's sidebar lists each entry (label, then path) and shows who is signed in. */
export async function expectSidebar(
  sidebar: Locator,
  entries: readonly (readonly [string, string])[],
  user: Pick<TestUser, "fullName" | "email">,
): Promise<void> {
  for (const [label, path] of entries) {
    await expect(sidebar.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      path,
    );
  }
  await expect(sidebar.getByText(user.fullName)).toBeVisible();
  await expect(sidebar.getByText(user.email)).toBeVisible();
}
