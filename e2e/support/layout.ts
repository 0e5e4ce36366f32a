import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** The page scrolls only vertically: nothing is wider than the viewport. */
async function measureHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Elements (within `root`) that let their content spill out sideways (overflow-x visible) and do. */
async function listSpillingElements(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate(
    (root) =>
      [...(document.querySelector(root)?.querySelectorAll<HTMLElement>("*") ?? [])]
        .filter(
          (el) =>
            el.clientWidth > 0 &&
            el.scrollWidth > el.clientWidth + 1 &&
            getComputedStyle(el).overflowX === "visible",
        )
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`),
    root,
  );
}

/** Pairs of visible texts from different elements whose glyph boxes cover each other. */
async function listOverlappingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes: { element: Element; text: string; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!element || !text || element.closest(".sr-only")) continue;
      // A toast (Radix marks each with its swipe direction) floats over the page by design.
      if (element.closest("[data-swipe-direction]")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Text its own box clips (an ellipsis, `truncate`) is drawn only inside that box.
      const clip =
        getComputedStyle(element).overflowX === "visible" ? null : element.getBoundingClientRect();
      for (const whole of range.getClientRects()) {
        const rect = clip
          ? new DOMRect(
              Math.max(whole.left, clip.left),
              whole.top,
              Math.min(whole.right, clip.right) - Math.max(whole.left, clip.left),
              whole.height,
            )
          : whole;
        if (rect.width > 1 && rect.height > 1) boxes.push({ element, text, rect });
      }
    }
    const overlaps: string[] = [];
    boxes.forEach((one, index) => {
      for (const other of boxes.slice(index + 1)) {
        if (one.element === other.element) continue;
        const width =
          Math.min(one.rect.right, other.rect.right) - Math.max(one.rect.left, other.rect.left);
        const height =
          Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top);
        // A couple of pixels is line-height slack between stacked lines, not an overlap.
        if (width > 2 && height > 2) overlaps.push(`"${one.text}" × "${other.text}"`);
      }
    });
    return overlaps;
  });
}

/**
 * The page at its current viewport fits: no sideways scrolling, no text spilling out of its box,
 * no text drawn over other text. `label` names the page in failure messages.
 */
export async function expectTextToFit(page: Page, label: string): Promise<void> {
  expect(await measureHorizontalOverflow(page), label).toBeLessThanOrEqual(0);
  expect(await listSpillingElements(page), label).toEqual([]);
  expect(await listOverlappingTexts(page), label).toEqual([]);
}

/**
 * The open modal dialog fits the viewport: no sideways scrolling, nothing in it spilling out of
 * its box. (The page behind it is covered by design, so overlaps are not looked for.)
 */
export async function expectDialogToFit(page: Page, label: string): Promise<void> {
  expect(await measureHorizontalOverflow(page), label).toBeLessThanOrEqual(0);
  expect(await listSpillingElements(page, '[role="dialog"]'), label).toEqual([]);
}

/** The page at 320 px: nothing spills sideways and axe finds nothing; then back to its size. */
export async function expectFitAndAccessibleAt320(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectTextToFit(page, `${label} at 320 px`);
  await expectNoAxeViolations(page, { label });
  if (size) await page.setViewportSize(size);
}
