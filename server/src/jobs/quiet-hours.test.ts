import { describe, expect, it } from "vitest";
import { findPhoneSendTime } from "./quiet-hours.ts";

/** An IST wall-clock time as a Date. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe("findPhoneSendTime", () => {
  it("sends at once from 08:00 until 20:59:59 IST", () => {
    for (const at of ["2026-12-01T08:00:00", "2026-12-01T13:15:00", "2026-12-01T20:59:59"]) {
      expect(findPhoneSendTime(ist(at))).toEqual(ist(at));
    }
  });

  it("holds a message due from 21:00 until 08:00 the next morning", () => {
    expect(findPhoneSendTime(ist("2026-12-01T21:00:00"))).toEqual(ist("2026-12-02T08:00:00"));
    expect(findPhoneSendTime(ist("2026-12-01T23:59:59"))).toEqual(ist("2026-12-02T08:00:00"));
  });

  it("holds a message due after midnight until 08:00 the same morning", () => {
    expect(findPhoneSendTime(ist("2026-12-02T00:00:00"))).toEqual(ist("2026-12-02T08:00:00"));
    expect(findPhoneSendTime(ist("2026-12-02T07:59:59"))).toEqual(ist("2026-12-02T08:00:00"));
  });

  it("sends a reminder at its time when its event is before 08:00", () => {
    expect(findPhoneSendTime(ist("2026-12-02T07:59:00"), ist("2026-12-02T07:30:00"))).toEqual(
      ist("2026-12-02T07:59:00"),
    );
    expect(findPhoneSendTime(ist("2026-12-02T05:00:00"), ist("2026-12-02T06:00:00"))).toEqual(
      ist("2026-12-02T05:00:00"),
    );
  });

  it("still holds a reminder whose event is after 08:00", () => {
    expect(findPhoneSendTime(ist("2026-12-01T22:00:00"), ist("2026-12-02T10:00:00"))).toEqual(
      ist("2026-12-02T08:00:00"),
    );
  });
});
