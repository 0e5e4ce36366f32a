import { defineMessages } from "@/lib/i18n/define-messages";

// A sentence around a name is a list of the text before and after it, so each language places
// the name where its word order needs it.
export const payActionMessages = defineMessages("pay-actions", {
  preparing: "Preparing…",
  pay: (amount: string) => `Pay ${amount}`,
  received: "Payment received. Thank you.",
  opening: "Opening payment…",
  upiThanks: ["Thank you. ", " will confirm your UPI payment once the money arrives."],
  returnNotice: {
    captured: "Payment received. Thank you.",
    failed: "The payment did not go through and nothing was charged. You can try again.",
    abandoned: "Payment not made. You can pay whenever you are ready.",
  },
  upi: {
    referenceInvalid: "Type the reference (UTR) your UPI app showed: 12 digits usually.",
    title: (amount: string) => `Pay ${amount} by UPI`,
    payee: [
      "To ",
      " (",
      "). Scan the code with any UPI app, or open your UPI app from this phone.",
    ],
    qrAlt: (payee: string) => `UPI QR code to pay ${payee}`,
    openApp: "Open UPI app",
    form: "Payment made",
    reference: "UPI reference (UTR)",
    referenceHint:
      "After paying, your UPI app shows it. The payee checks it against their account.",
    paid: "I have paid",
  },
});
