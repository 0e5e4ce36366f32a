import { describe, expect, it } from "vitest";
import { parseTimeRange } from "./time-range";

describe("parseTimeRange", () => {
  it("reads both bounds of a tstzrange in any offset", () => {
    expect(parseTimeRange('["2026-11-24 04:30:00+00","2026-11-24 05:30:00+00")')).toEqual({
      start: "2026-11-24T04:30:00.000Z",
      end: "2026-11-24T05:30:00.000Z",
    });
    expect(parseTimeRange('["2026-11-24 10:00:00+05:30","2026-11-24 11:00:00+05:30")').start).toBe(
      "2026-11-24T04:30:00.000Z",
    );
  });
});
