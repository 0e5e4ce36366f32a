import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page, or only on what `within` selects (an open dialog), and expects no
 * violations; `label` names the screen in a failure.
 */
export async function expectNoAxeViolations(
  page: Page,
  { within, label }: { within?: string; label?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  expect((await builder.analyze()).violations, label).toEqual([]);
}
