import { describe, expect, it } from "vitest";
import type { SizeFigures } from "./figures.ts";
import { formatMixKept, formatScaleTable, formatSlotsRatio } from "./scale-table.ts";

const at = (medianMs: number, perSecond: number): SizeFigures => ({
  medianMs,
  p90Ms: medianMs,
  at10: { kind: "measured", perSecond },
  at50: { kind: "skipped", atMost: perSecond / 2 },
});

describe("formatScaleTable", () => {
  it("prints each size side by side with the growth and the verdict", () => {
    const table = formatScaleTable(
      "PostgreSQL",
      [10, 10_000],
      [
        { name: "/connect list", bySize: [at(6, 305), at(2550, 0.3)] },
        { name: "bell", bySize: [at(80, 12), at(90, 11)] },
      ],
    ).split("\n");
    expect(table[0]).toBe("PostgreSQL");
    expect(table[2]).toMatch(
      /^\/connect list +6\.0 \/ 2,550 +×425 .* 305 \/ 0\.3 +0\.00 .* ≤153 \/ ≤0\.1 .*FAIL: median ×425 > ×2; req\/s at 10 kept 0\.00 < 0\.5$/,
    );
    expect(table[3]).toMatch(/ ×1\.13 .* pass$/);
  });
});

describe("the comparisons", () => {
  it("judges busy against idle slots and the mix at the largest size", () => {
    const idle = { name: "idle", bySize: [at(10, 1), at(10, 1)] };
    expect(
      formatSlotsRatio([10, 10_000], { name: "busy", bySize: [at(15, 1), at(25, 1)] }, idle),
    ).toMatch(/×1\.50 \/ ×2\.50 at 10 \/ 10,000 providers; target ≤×2: FAIL$/);
    expect(formatMixKept({ name: "mix", bySize: [at(10, 40), at(12, 36)] })).toMatch(
      /0\.90 of its rate .* target ≥0\.8: pass$/,
    );
  });
});
