import type { Clock } from "../lib/clock.ts";

/** A clock tests move by hand, so expiry is tested without sleeping. */
export interface TestClock extends Clock {
  advance(seconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}
