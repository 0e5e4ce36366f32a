import { translate } from "@/lib/i18n/define-messages";
import type { phoneMessages } from "./phone.messages";

export default translate<typeof phoneMessages>("auth.phone", {
  countryCode: "देश का कोड",
  countries: {
    "91": "भारत",
    "977": "नेपाल",
    "880": "बांग्लादेश",
    "94": "श्रीलंका",
    "971": "संयुक्त अरब अमीरात",
    "1": "अमेरिका / कनाडा",
    "44": "ब्रिटेन",
    "61": "ऑस्ट्रेलिया",
  },
  number: "मोबाइल नंबर",
  numberHint: "हम इस नंबर पर SMS से 6 अंकों का कोड भेजेंगे।",
  sendCode: "कोड भेजें",
  sendingCode: "कोड भेज रहे हैं…",
  sendCodeIn: (seconds: number) => `${seconds} सेकंड बाद कोड भेजें`,
  codeSentTo: (phone: string) => `हमने ${phone} पर SMS से 6 अंकों का कोड भेजा है।`,
  codeForm: "SMS का कोड",
  code: "6 अंकों का कोड",
  codeHint: "कोड थोड़ी देर ही चलता है। सबसे नए SMS का कोड लिखें।",
  verify: "पुष्टि करें",
  verifying: "जाँच रहे हैं…",
  resend: "नया कोड भेजें",
  resendIn: (seconds: number) => `${seconds} सेकंड बाद नया कोड भेजें`,
  resent: "नया कोड भेज दिया गया है।",
  changeNumber: "नंबर बदलें",
});
