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
  numberHint: "हम इस नंबर पर 6 अंकों का OTP भेजेंगे।",
  sendCode: "OTP भेजें",
  sendingCode: "OTP भेज रहे हैं…",
  sendCodeIn: (seconds: number) => `${seconds} सेकंड बाद OTP भेजें`,
  codeSentTo: (phone: string) => `हमने ${phone} पर 6 अंकों का OTP भेजा है।`,
  codeForm: "मैसेज में आया OTP",
  code: "6 अंकों का OTP",
  codeHint: "OTP थोड़ी देर ही चलता है। सबसे नए मैसेज वाला OTP लिखें।",
  verify: "पुष्टि करें",
  verifying: "जाँच रहे हैं…",
  resend: "नया OTP भेजें",
  resendIn: (seconds: number) => `${seconds} सेकंड बाद नया OTP भेजें`,
  resent: "नया OTP भेज दिया गया है।",
  changeNumber: "नंबर बदलें",
});
