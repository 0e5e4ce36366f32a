import { translate } from "@/lib/i18n/define-messages";
import type { paymentMessages } from "./messages";

export default translate<typeof paymentMessages>("payments", {
  methods: {
    razorpay: "UPI या कार्ड (Razorpay)",
    upi: "UPI",
    test: "टेस्ट चेकआउट",
    cash: "नकद",
  },
  heading: "भुगतान",
  paid: (amount: string, method: string, on: string | null) =>
    `${on ? `${on} को ` : ""}${amount} का भुगतान ${method} से हुआ।`,
  noRefund: "कोई रिफ़ंड नहीं: बुकिंग बिना शुल्क रद्द करने का समय बीतने के बाद रद्द हुई।",
  refundPending: (amount: string) => `${amount} का रिफ़ंड उसी खाते में लौट रहा है जिससे भुगतान हुआ था।`,
  refunded: (amount: string, on: string | null) => `${on ? `${on} को ` : ""}${amount} लौटा दिए गए।`,
  hostReturned: (amount: string) => ["", ` ने ${amount} लौटा दिए हैं।`],
  hostReturns: (amount: string) => [
    "",
    ` आपको ${amount} सीधे UPI से लौटाएँगे। 7 दिन में न मिलें तो सहायता टीम को लिखें।`,
  ],
  returnThenConfirmHere: (amount: string) => `भक्त को UPI से ${amount} लौटाएँ, फिर यहाँ पुष्टि करें।`,
  returned: (amount: string) => `मैंने ${amount} लौटा दिए`,
  upiSent: (amount: string) => [
    `${amount} का UPI भुगतान भेजा गया (संदर्भ `,
    ")। पैसे पहुँचने पर ",
    " इसकी पुष्टि करेंगे।",
  ],
  devoteePaid: (amount: string) => [
    `भक्त के अनुसार उन्होंने UPI से ${amount} भेजे हैं, संदर्भ `,
    "। अपना खाता देखें, फिर पुष्टि करें।",
  ],
  confirmReceived: "पैसे मिलने की पुष्टि करें",
  notReceived: "नहीं मिले",
  recordAfterVisit: (amount: string) => `दर्ज करें कि भक्त ने पूजा के बाद ${amount} कैसे दिए।`,
  paidCash: "नकद मिले",
  paidUpi: "UPI से मिले",
  paidAfterVisit: (amount: string) => `पूजा के बाद नकद या UPI से भुगतान: ${amount}।`,
  notPaidYet: "अभी भुगतान नहीं हुआ है।",
  notPaid: "भुगतान नहीं हुआ।",
  toConfirm: {
    heading: "पुष्टि के लिए भुगतान",
    aSevaProgram: "एक सेवा कार्यक्रम",
    donation: (program: string, donor: string | null) =>
      `${program} के लिए दान${donor ? `, ${donor} की ओर से` : ""}`,
    returnThenConfirm: (amount: string) => `भक्त को UPI से ${amount} लौटाएँ, फिर पुष्टि करें।`,
    reported: (amount: string, reference: string | null, at: string) =>
      `UPI से ${amount}, संदर्भ ${reference}, ${at} को बताया गया। पहले अपना बैंक खाता देख लें।`,
    confirm: (amount: string) => `${amount} मिलने की पुष्टि करें`,
  },
});
