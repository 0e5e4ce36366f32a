import { describe, expect, it } from "vitest";
import { previewRefund } from "./cancellation";

const terms = {
  status: "confirmed",
  price_paise: 110001,
  free_cancel_hours: 24,
  kept_percent: 50,
  starts_at: "2026-12-10T04:30:00Z",
};

describe("previewRefund", () => {
  it("refunds everything while the free window is open", () => {
    expect(previewRefund(terms, new Date("2026-12-09T04:30:00Z"))).toMatchObject({
      refundPaise: 110001,
      keptPaise: 0,
    });
  });

  it("keeps the provider's share (rounded down, as the database does) after the window", () => {
    expect(previewRefund(terms, new Date("2026-12-09T04:31:00Z"))).toMatchObject({
      refundPaise: 55001,
      keptPaise: 55000,
    });
  });

  it("refunds a request that was never confirmed in full", () => {
    const request = { ...terms, status: "requested" };
    expect(previewRefund(request, new Date("2026-12-10T04:00:00Z")).keptPaise).toBe(0);
  });
});
