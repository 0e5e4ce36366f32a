import { translate } from "@/lib/i18n/define-messages";
import type { donationsMessages } from "./messages";

export default translate<typeof donationsMessages>("temple-admin.donations", {
  heading: "दान",
  totals: "कुल योग",
  addingUp: "दान जोड़ा जा रहा है",
  paid: "चुकाया गया",
  pledged: "वचन, भुगतान बाकी",
  byProgram: "कार्यक्रम के अनुसार",
  program: "कार्यक्रम",
  byMonth: "महीने के अनुसार",
  month: "महीना",
  everyDonation: "सभी दान",
  status: "स्थिति",
  all: "सभी",
  statuses: {
    pending: "वचन, भुगतान बाकी",
    paid: "चुकाया गया",
    failed: "भुगतान नहीं हो सका",
    refunded: "पैसा लौटाया गया",
  },
  loading: "दान लोड हो रहे हैं",
  emptyAll:
    "अभी कोई दान नहीं है। एक सेवा कार्यक्रम बनाकर उसका प्रचार करें: भक्त एक्सप्लोर और प्रार्थना पेज से दान का वचन देते हैं।",
  emptyStatus:
    "इस स्थिति का कोई दान नहीं है। एक सेवा कार्यक्रम बनाकर उसका प्रचार करें: भक्त एक्सप्लोर और प्रार्थना पेज से दान का वचन देते हैं।",
  anonymous: "गुप्त दानी",
  devotee: "भक्त",
  reference: (reference: string) => `संदर्भ ${reference}`,
  pan: (pan: string) => `PAN ${pan}`,
  receipt: "रसीद (PDF)",
  downloadReceipt: (number: string) => `रसीद ${number} डाउनलोड करें`,
  loadMore: "और दान दिखाएँ",
  exportCsv: "दान डाउनलोड करें (CSV)",
  csv: {
    reference: "संदर्भ",
    date: "तारीख (IST)",
    donor: "दानदाता",
    pan: "PAN",
    program: "कार्यक्रम",
    amount: "राशि (₹)",
    status: "स्थिति",
    dedication: "समर्पण",
  },
});
