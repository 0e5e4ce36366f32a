import { describe, expect, it } from "vitest";
import { buildUpiLink } from "./upi-gateway.ts";

describe("the UPI deep link", () => {
  it("names payee, amount in rupees with two decimals, INR, a note and the payment as reference", () => {
    expect(
      buildUpiLink({
        payeeUpiId: "shivmandir@okaxis",
        payeeName: "Shiv Mandir & Trust",
        amountPaise: 110_050,
        note: "Donation: Annadanam",
        paymentId: "0b6f2c1e-7d1a-4f3e-9c5b-2a8d4e6f7a90",
      }),
    ).toBe(
      "upi://pay?pa=shivmandir@okaxis&pn=Shiv%20Mandir%20%26%20Trust&am=1100.50&cu=INR" +
        "&tn=Donation%3A%20Annadanam&tr=0b6f2c1e7d1a4f3e9c5b2a8d4e6f7a90",
    );
  });

  it("keeps the note within what UPI apps show", () => {
    const link = buildUpiLink({
      payeeUpiId: "a.b@upi",
      payeeName: "Guru",
      amountPaise: 100,
      note: "x".repeat(80),
      paymentId: "p",
    });
    expect(new URLSearchParams(link.split("?")[1]).get("tn")).toHaveLength(50);
    expect(link).toContain("am=1.00");
  });
});
