import { createElement, Fragment, type ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { twoFactorMessages } from "./messages";

/** A bold lead and the rest of the sentence (no JSX here: Hindi's files are plain `.ts`). */
const boldLead = (lead: string, rest: string) =>
  createElement(Fragment, null, createElement("strong", null, lead), rest);

export default translate<typeof twoFactorMessages>("two-factor", {
  title: "दो-चरण साइन इन",
  loadingSettings: "आपकी साइन इन सेटिंग खुल रही है",
  loadingAccount: "आपका खाता खुल रहा है",
  onSince: (date: string) =>
    boldLead(
      `${date} से चालू है।`,
      " हर बार साइन इन करते समय, पासवर्ड के बाद आप ऑथेंटिकेटर ऐप का कोड लिखते हैं।",
    ),
  off: () =>
    boldLead(
      "बंद है।",
      " चालू होने पर साइन इन के लिए आपका पासवर्ड और फ़ोन के ऑथेंटिकेटर ऐप का 6 अंकों का कोड, दोनों चाहिए होंगे। इससे कोई और सिर्फ़ आपके पासवर्ड से साइन इन नहीं कर पाएगा।",
    ),
  turnOn: "चालू करें",
  preparing: "तैयारी हो रही है…",
  turnOff: "बंद करें",
  turningOff: "बंद कर रहे हैं…",
  turnedOnTitle: "दो-चरण साइन इन चालू है",
  turnedOnText: "अगली बार साइन इन करते समय अपना फ़ोन साथ रखें।",
  step1: "चरण 1. अपना ऑथेंटिकेटर ऐप खोलें",
  step1Text:
    "अपने फ़ोन पर गूगल ऑथेंटिकेटर, माइक्रोसॉफ़्ट ऑथेंटिकेटर या ऐसा ही कोई ऐप खोलें, और नया खाता जोड़ना चुनें (अक्सर + बटन)।",
  step2: "चरण 2. ऐप से यह QR कोड स्कैन करें",
  qrAlt: "आपके ऑथेंटिकेटर ऐप के लिए QR कोड",
  cannotScan: "स्कैन नहीं हो रहा? ऐप में सेट-अप की लिखने का विकल्प चुनें और यह की लिखें:",
  copyKey: "की कॉपी करें",
  copied: "कॉपी हो गई। इसे अपने ऐप में पेस्ट करें।",
  copyFailed: "कॉपी नहीं हो पाई। कृपया अक्षर और अंक ख़ुद लिखें।",
  step3: "चरण 3. ऐप में दिख रहा कोड लिखें",
  step3Hint: "ऐप हर 30 सेकंड में नया कोड दिखाता है। सबसे नया कोड लिखें।",
  checkAndTurnOn: "कोड जाँचें और चालू करें",
  cancelSetUp: "सेट-अप रद्द करें",
  codeLabel: "6 अंकों का कोड",
  checking: "जाँच रहे हैं…",
  codeFormat: "ऐप में दिख रहे 6 अंक लिखें, जैसे 123456",
  codeMissing: "6 अंकों का कोड लिखें।",
  screenTitle: "अपने ऑथेंटिकेटर ऐप का कोड लिखें",
  signedInAs: (account: string) => `${account} के रूप में साइन इन`,
  screenIntro: "अपने फ़ोन पर ऑथेंटिकेटर ऐप खोलें और भक्ति सेतु के लिए दिख रहा 6 अंकों का कोड लिखें।",
  screenHint: "हर 30 सेकंड में नया कोड आता है। सबसे नया कोड लिखें।",
  verify: "पुष्टि करें",
  lostPhone: (address: ReactNode) =>
    createElement(Fragment, null, "फ़ोन खो गया? अपने रजिस्टर्ड ईमेल से ", address, " पर लिखें।"),
  notYou: "आप नहीं हैं, या यहीं रुकना चाहते हैं?",
  turnOffTitle: "दो-चरण साइन इन बंद करें?",
  turnOffText: "इसके बाद साइन इन के लिए सिर्फ़ आपका पासवर्ड काफ़ी होगा। आप इसे कभी भी फिर चालू कर सकते हैं।",
  turnOffCodeLabel: "आपके ऑथेंटिकेटर ऐप का 6 अंकों का कोड",
  errors: {
    unreachable: "भक्ति सेतु से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
    mismatch: "यह कोड मेल नहीं खाया। अपने फ़ोन का समय जाँचें और सबसे नया कोड लिखें।",
    late: "यह कोड देर से पहुँचा। अपने ऐप का सबसे नया कोड लिखें।",
    tooMany: "बहुत बार कोशिश हो चुकी है। पाँच मिनट रुकें, फिर सबसे नया कोड लिखें।",
    needsCode: "आपकी सुरक्षा के लिए पहले अपने ऑथेंटिकेटर ऐप का कोड लिखें।",
    setUpEnded: "यह सेट-अप ख़त्म हो गया है। इसे बंद करें और फिर से शुरू करने के लिए “चालू करें” दबाएँ।",
    sessionEnded: "आपका सत्र ख़त्म हो गया है। साइन आउट करें, फिर साइन इन करके दोबारा कोशिश करें।",
    serverTrouble: "भक्ति सेतु में अभी कुछ दिक्कत है। कृपया थोड़ी देर में फिर कोशिश करें।",
    unknown: "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  },
});
