import { describe, expect, it } from "vitest";
import {
  formatMs,
  formatRate,
  formatRatio,
  growth,
  judgeRow,
  percentile,
  type SizeFigures,
} from "./figures.ts";

const figures = (medianMs: number, at10: number): SizeFigures => ({
  medianMs,
  p90Ms: medianMs * 2,
  at10: { kind: "measured", perSecond: at10 },
  at50: { kind: "measured", perSecond: at10 },
});

describe("percentile", () => {
  it("takes the nearest rank of the sorted values, whatever their order", () => {
    expect(percentile([30, 10, 20], 0.5)).toBe(20);
    expect(percentile([5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 0.9)).toBe(9);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("growth", () => {
  it("is the last over the first, and unknown without both or from zero", () => {
    expect(growth(6, 2550)).toBe(425);
    expect(growth(0, 10)).toBeNaN();
    expect(growth(undefined, 10)).toBeNaN();
  });
});

describe("judgeRow", () => {
  it("passes a row whose median at most doubles and whose rate keeps half", () => {
    expect(judgeRow(figures(10, 100), figures(20, 50))).toEqual({ isPass: true, reasons: [] });
  });

  it("fails on each target missed, saying which", () => {
    expect(judgeRow(figures(6, 305), figures(2550, 0.2)).reasons).toEqual([
      "median ×425 > ×2",
      "req/s at 10 kept 0.00 < 0.5",
    ]);
  });

  it("judges a rate too slow to measure by its bound", () => {
    const skipped: SizeFigures = { ...figures(2000, 0), at10: { kind: "skipped", atMost: 0.5 } };
    expect(judgeRow(figures(10, 100), skipped).reasons).toContain("req/s at 10 kept 0.01 < 0.5");
  });
});

describe("formatting", () => {
  it("prints small figures with a decimal and large ones whole with separators", () => {
    expect(formatMs(5.67)).toBe("5.7");
    expect(formatMs(2550.4)).toBe("2,550");
    expect(formatRatio(1.234)).toBe("1.23");
    expect(formatRatio(411.2)).toBe("411");
    expect(formatRatio(Number.NaN)).toBe("-");
    expect(formatRate({ kind: "measured", perSecond: 305.2 })).toBe("305");
    expect(formatRate({ kind: "skipped", atMost: 0.42 })).toBe("≤0.4");
  });
});
