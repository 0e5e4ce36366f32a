import { describe, expect, it } from "vitest";
import { cancellationPolicyEn } from "./cancellation-policy.en.ts";
import { cancellationPolicyHi } from "./cancellation-policy.hi.ts";
import {
  describeCancellationPolicy,
  isFreeToChange,
  refundOnCancel,
} from "./cancellation-policy.ts";

const booking = {
  status: "confirmed",
  price_paise: 110001,
  free_cancel_hours: 24,
  kept_percent: 50,
  startsAt: new Date("2026-12-10T04:30:00Z"),
};

describe("refundOnCancel", () => {
  it("refunds everything while the free window is open, to its last instant", () => {
    expect(refundOnCancel(booking, "devotee", new Date("2026-12-09T04:30:00Z"))).toMatchObject({
      refundPaise: 110001,
      keptPaise: 0,
      freeUntil: new Date("2026-12-09T04:30:00Z"),
    });
  });

  it("keeps the provider's share (rounded down, as the database does) after the window", () => {
    expect(refundOnCancel(booking, "devotee", new Date("2026-12-09T04:31:00Z"))).toMatchObject({
      refundPaise: 55001,
      keptPaise: 55000,
    });
  });

  it("refunds a request never confirmed, and any cancellation by the provider, in full", () => {
    const late = new Date("2026-12-10T04:00:00Z");
    expect(refundOnCancel({ ...booking, status: "requested" }, "devotee", late).keptPaise).toBe(0);
    expect(refundOnCancel(booking, "provider", late).keptPaise).toBe(0);
  });
});

describe("describeCancellationPolicy", () => {
  const cases = [
    { rule: { free_cancel_hours: 24, kept_percent: 0 }, en: "any time before the start" },
    { rule: { free_cancel_hours: 0, kept_percent: 50 }, en: "any time before the start" },
    {
      rule: { free_cancel_hours: 1, kept_percent: 50 },
      en: "until 1 hour before the start; after that 50%",
    },
    {
      rule: { free_cancel_hours: 48, kept_percent: 25 },
      en: "until 48 hours before the start; after that 25%",
    },
    {
      rule: { free_cancel_hours: 72, kept_percent: 100 },
      en: "until 72 hours before the start; no refund",
    },
  ];

  it.each(cases)("states $rule in English and Hindi", ({ rule, en }) => {
    expect(describeCancellationPolicy(rule, cancellationPolicyEn)).toContain(en);
    const hi = describeCancellationPolicy(rule, cancellationPolicyHi);
    expect(hi).not.toMatch(/[A-Za-z]/);
    if (rule.kept_percent > 0 && rule.free_cancel_hours > 0) {
      expect(hi).toContain(`${rule.free_cancel_hours} घंट`);
    }
  });
});

describe("isFreeToChange", () => {
  it("allows a move until the free window closes, or until the start when nothing is kept", () => {
    const windowEnd = new Date("2026-12-09T04:30:00Z");
    expect(isFreeToChange(booking, windowEnd)).toBe(true);
    expect(isFreeToChange(booking, new Date(windowEnd.getTime() + 1))).toBe(false);
    const nothingKept = { ...booking, kept_percent: 0 };
    expect(isFreeToChange(nothingKept, new Date("2026-12-10T04:29:59Z"))).toBe(true);
    expect(isFreeToChange(nothingKept, booking.startsAt)).toBe(false);
  });
});
