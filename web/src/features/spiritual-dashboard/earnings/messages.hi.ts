import { translate } from "@/lib/i18n/define-messages";
import type { earningsMessages } from "./messages";

export default translate<typeof earningsMessages>("spiritual-dashboard.earnings", {
  heading: "कमाई",
  loading: "आपकी कमाई लोड हो रही है",
  intro:
    "महीने के हिसाब से पूरी हुई बुकिंग। कमाई में केवल मिला हुआ पैसा गिना जाता है: ऑनलाइन भुगतान, आपके द्वारा पुष्टि किया गया UPI भुगतान, या घर पर पूजा के बाद भुगतान मिला चिह्नित किया गया।",
  empty: {
    before: "अभी कोई बुकिंग पूरी नहीं हुई। जब आप ",
    link: "बुकिंग",
    after: " पर किसी बुकिंग को पूरी हुई चिह्नित करेंगे, तब कमाई यहाँ दिखेगी।",
  },
  received: (month: string, amount: string) => `${month}: ${amount} मिले`,
  unpaid: (amount: string) => `${amount} का भुगतान अभी बाकी`,
  notPaidYet: " · भुगतान अभी बाकी",
  exportCsv: "CSV डाउनलोड करें",
  csv: {
    header: ["तारीख (IST)", "सेवा", "श्रद्धालु", "तरीका", "राशि (₹)", "भुगतान हुआ"],
    modes: { online: "ऑनलाइन", offline: "प्रत्यक्ष" },
    paid: "हाँ",
    unpaid: "अभी नहीं",
  },
});
