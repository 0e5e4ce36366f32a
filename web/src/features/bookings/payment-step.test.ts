import { afterAll, describe, expect, it } from "vitest";
import { messagesOf, setLocale } from "@/lib/i18n/locale-store";
import { bookingMessages } from "./messages";
import { describePaymentStep, type PaymentStepParams } from "./payment-step";

/** Steps as the database writes them (server/src/platform/payments-*.test.ts): note and values. */
const written: [string, PaymentStepParams][] = [
  ["Paid ₹1,100 online (test payment).", { step: "paid", amount_paise: 110_000, method: "test" }],
  ["Paid ₹1,100 by UPI.", { step: "paid", amount_paise: 110_000, method: "upi" }],
  ["The devotee says they paid ₹1,100 by UPI.", { step: "upi_sent", amount_paise: 110_000 }],
  [
    "The UPI payment of ₹1,100 (reference 412345678901) was not received.",
    { step: "upi_not_received", amount_paise: 110_000, reference: "412345678901" },
  ],
  [
    "A refund of ₹1,100 to the original payment method has started.",
    { step: "refund_started", amount_paise: 110_000 },
  ],
  [
    "The payment arrived after the booking was cancelled. A refund of ₹500 to the original payment method has started.",
    { step: "refund_started", amount_paise: 50_000, reason: "arrived_after", status: "cancelled" },
  ],
  [
    "₹550 is to be returned by the provider directly, as it was paid by UPI.",
    { step: "refund_due", amount_paise: 55_000, payee: "provider", method: "upi" },
  ],
  [
    "This booking was already paid. ₹550 is to be returned by the temple directly, as it was paid in cash.",
    {
      step: "refund_due",
      amount_paise: 55_000,
      payee: "temple",
      method: "cash",
      reason: "already_paid",
    },
  ],
  ["The refund of ₹1,100 was processed.", { step: "refund_processed", amount_paise: 110_000 }],
  [
    "The provider says they returned ₹550.",
    { step: "refund_returned", amount_paise: 55_000, payee: "provider" },
  ],
  [
    "No refund: the cancellation rule keeps the full ₹500.",
    { step: "no_refund", amount_paise: 50_000 },
  ],
];

const steps = () => messagesOf(bookingMessages).timeline.steps;

afterAll(() => setLocale("en"));

describe("describePaymentStep", () => {
  it.each(written)("in English, says what the database wrote: %s", (note, params) => {
    expect(describePaymentStep(params, steps())).toBe(note);
  });

  it("in Hindi, words every step in Hindi", async () => {
    await setLocale("hi");
    for (const [note, params] of written) {
      const worded = describePaymentStep(params, steps());
      expect(worded, note).toMatch(/[\u0900-\u097F]/);
      expect(worded?.replace(/\bUPI\b/g, ""), note).not.toMatch(/[A-Za-z]/);
    }
    expect(describePaymentStep(written[6]![1], steps())).toBe(
      "₹550 गुरु या पुजारी सीधे लौटाएँगे, क्योंकि भुगतान UPI से हुआ था।",
    );
  });

  it("is null for a step stored without its values, so the stored note shows", () => {
    expect(describePaymentStep(null, steps())).toBeNull();
    expect(describePaymentStep({ step: "paid", amount_paise: 100 }, steps())).toBeNull();
    expect(describePaymentStep({ step: "something_new", amount_paise: 100 }, steps())).toBeNull();
  });
});
