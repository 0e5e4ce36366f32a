import { screen, type RenderResult } from "@testing-library/react";
import { expect, vi, type Mock } from "vitest";

/** What a mocked query hook returns once it has read `data`. */
export const readyQuery = (data: unknown) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  data,
});

/** A screen says it is loading while `hook` reads, then offers Retry once the read failed. */
export function expectLoadingThenRetry(
  hook: Mock,
  renderScreen: () => RenderResult,
  loading: string,
) {
  hook.mockReturnValue({ ...readyQuery(undefined), isPending: true });
  const { unmount } = renderScreen();
  expect(screen.getByRole("status")).toHaveTextContent(loading);
  unmount();
  hook.mockReturnValue({ ...readyQuery(undefined), isError: true, error: {} });
  renderScreen();
  expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
}
