import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** Each link, found by its name, leads to its href, within `scope` (the whole screen by default). */
export function expectLinks(
  links: [name: string | RegExp, href: string][],
  scope: Pick<typeof screen, "getByRole"> = screen,
) {
  for (const [name, href] of links) {
    expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}
