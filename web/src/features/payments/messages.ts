import { defineMessages } from "@/lib/i18n/define-messages";

// A sentence around a name is a list of the text before and after it (or between names), so
// each language places the name where its word order needs it.
export const paymentMessages = defineMessages("payments", {
  methods: {
    razorpay: "UPI or card (Razorpay)",
    upi: "UPI",
    test: "test checkout",
    cash: "cash",
  },
  heading: "Payment",
  paid: (amount: string, method: string, on: string | null) =>
    `Paid ${amount} by ${method}${on ? ` on ${on}` : ""}.`,
  noRefund: "No refund: the cancellation came after the free cancellation window.",
  refundPending: (amount: string) =>
    `Refund of ${amount} on its way back to the account that paid.`,
  refunded: (amount: string, on: string | null) => `Refunded ${amount}${on ? ` on ${on}` : ""}.`,
  hostReturned: (amount: string) => ["", ` has returned ${amount}.`],
  hostReturns: (amount: string) => [
    "",
    ` returns ${amount} to you directly by UPI. Write to support if it has not arrived within 7 days.`,
  ],
  returnThenConfirmHere: (amount: string) =>
    `Return ${amount} to the devotee by UPI, then confirm it here.`,
  returned: (amount: string) => `I have returned ${amount}`,
  upiSent: (amount: string) => [
    `UPI payment of ${amount} sent (reference `,
    "). ",
    " confirms it once the money arrives.",
  ],
  devoteePaid: (amount: string) => [
    `The devotee says they paid ${amount} by UPI, reference `,
    ". Check your account, then confirm.",
  ],
  confirmReceived: "Confirm money received",
  notReceived: "Not received",
  recordAfterVisit: (amount: string) => `Record how the devotee paid ${amount} after the visit.`,
  paidCash: "Paid in cash",
  paidUpi: "Paid by UPI",
  paidAfterVisit: (amount: string) => `Paid after the visit, in cash or by UPI: ${amount}.`,
  notPaidYet: "Not paid yet.",
  notPaid: "Not paid.",
  toConfirm: {
    heading: "Payments to confirm",
    aSevaProgram: "a seva program",
    donation: (program: string, donor: string | null) =>
      `Donation to ${program}${donor ? ` from ${donor}` : ""}`,
    returnThenConfirm: (amount: string) => `Return ${amount} to the devotee by UPI, then confirm.`,
    reported: (amount: string, reference: string | null, at: string) =>
      `${amount} by UPI, reference ${reference}, reported ${at}. Check your bank account first.`,
    confirm: (amount: string) => `Confirm ${amount} received`,
  },
});
