import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page, or only on what `within` selects (an open dialog), and expects no
 * violations; `label` names the screen in a failure. It first lets colour transitions end: a
 * button that has just changed variant (Register becoming Cancel registration) passes through
 * colours between the two for 150 ms, which axe would judge as they stand.
 */
export async function expectNoAxeViolations(
  page: Page,
  { within, label }: { within?: string; label?: string } = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  expect((await builder.analyze()).violations, label).toEqual([]);
}
