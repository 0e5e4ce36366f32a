import { vi } from "vitest";

/**
 * For tests of the sidebar: makes every media query match, as on a phone, or none, as on a wide
 * screen. Undo with vi.unstubAllGlobals.
 */
export function mockViewport(isMobile: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: isMobile,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
