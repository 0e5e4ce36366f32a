import { renderSVG } from "uqr";
import type { PaymentGateway } from "./payment-gateway.ts";

/** UPI apps show at most about 50 characters of a note. */
const NOTE_LENGTH = 50;

/** Percent-encodes a UPI parameter; `@` stays readable, as UPI apps expect in `pa`. */
function encodeParameter(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/**
 * The NPCI deep link: payee address and name, amount in rupees with two decimals, INR, a note and
 * a reference. `tr` is the payment id without hyphens, since UPI allows 35 characters there.
 */
export function buildUpiLink(input: {
  payeeUpiId: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  paymentId: string;
}): string {
  const parameters: [string, string][] = [
    ["pa", input.payeeUpiId],
    ["pn", input.payeeName],
    ["am", (input.amountPaise / 100).toFixed(2)],
    ["cu", "INR"],
    ["tn", input.note.slice(0, NOTE_LENGTH)],
    ["tr", input.paymentId.replace(/-/g, "")],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encodeParameter(value)}`).join("&")}`;
}

/**
 * Direct UPI, no gateway: the payer pays the payee's own UPI ID from any UPI app, says so
 * (`mark_upi_sent`), and the payee confirms receipt (`confirm_upi_payment`). There is no order and
 * nothing to refund automatically: a refund is due from the payee.
 */
export function createUpiGateway(): PaymentGateway {
  return {
    method: "upi",
    createOrder: () => Promise.resolve(null),
    describeCheckout(facts) {
      if (!facts.payeeUpiId) throw new Error("the payee has no UPI ID");
      const note = facts.description.slice(0, NOTE_LENGTH);
      const url = buildUpiLink({
        payeeUpiId: facts.payeeUpiId,
        payeeName: facts.payeeName,
        amountPaise: facts.payment.amount_paise,
        note,
        paymentId: facts.payment.id,
      });
      return {
        uri: url,
        qr_svg: renderSVG(url, { border: 2 }),
        payee_name: facts.payeeName,
        payee_upi: facts.payeeUpiId,
        amount_paise: facts.payment.amount_paise,
        note,
      };
    },
    refund: () =>
      Promise.reject(new Error("direct UPI payments are refunded by the payee, not the platform")),
  };
}
