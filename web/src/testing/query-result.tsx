import { screen, within, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/**
 * A failed read is said in words with Retry inside `scope` (the whole page by default), and Retry
 * reads again through `refetch`.
 */
export async function expectRetryReadsAgain(refetch: Mock, scope: HTMLElement = document.body) {
  expect(within(scope).getByRole("alert")).toHaveTextContent("Check your connection");
  await userEvent.click(within(scope).getByRole("button", { name: "Retry" }));
  expect(refetch).toHaveBeenCalled();
}
