import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0 to 2.2, levels A and AA, and axe's best practices. */
export const WCAG_AA_AND_BEST_PRACTICE = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

/**
 * Runs axe on the page, or only on what `within` selects (an open dialog), with every rule or
 * only those of `tags`, and expects no violations; `label` names the screen in a failure.
 * It first lets transitions and other finite animations end: a button that has just changed
 * variant (Register becoming Cancel registration) passes through colours between the two for
 * 150 ms, which axe would judge as they stand. Endless ones (a spinner) are left running.
 */
export async function expectNoAxeViolations(
  page: Page,
  { within, label, tags }: { within?: string; label?: string; tags?: string[] } = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  if (tags) builder.withTags(tags);
  expect((await builder.analyze()).violations, label).toEqual([]);
}
