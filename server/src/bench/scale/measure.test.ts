import { describe, expect, it } from "vitest";
import { pickByWeight } from "./measure.ts";

describe("pickByWeight", () => {
  const choices = [
    { item: "list", weight: 3 },
    { item: "never", weight: 0 },
    { item: "bell", weight: 1 },
  ];

  it("picks in proportion to the weights and never a weight of zero", () => {
    const pick = pickByWeight(choices);
    const counts: Record<string, number> = {};
    for (let index = 0; index < 4000; index += 1) {
      const item = pick();
      counts[item] = (counts[item] ?? 0) + 1;
    }
    expect(counts.never).toBeUndefined();
    expect(counts.list! / counts.bell!).toBeGreaterThan(2.5);
    expect(counts.list! / counts.bell!).toBeLessThan(3.5);
  });

  it("repeats the same sequence from the same seed, so runs compare", () => {
    const first = pickByWeight(choices, 7);
    const second = pickByWeight(choices, 7);
    expect(Array.from({ length: 20 }, first)).toEqual(Array.from({ length: 20 }, second));
  });
});
