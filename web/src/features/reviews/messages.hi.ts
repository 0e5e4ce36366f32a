import { translate } from "@/lib/i18n/define-messages";
import type { reviewMessages } from "./messages";

const starCount = (stars: number) => (stars === 1 ? "1 तारा" : `${stars} तारे`);

export default translate<typeof reviewMessages>("reviews", {
  chooseStars: "1 से 5 तारे चुनें",
  keepUnder: (max: number) => `${max} अक्षरों से कम रखें`,
  writeReply: "अपना जवाब लिखें",
  sayWhatIsWrong: (min: number) => `कम से कम ${min} अक्षरों में बताएँ कि क्या गलत है`,
  errors: {
    alreadyReviewed: "आप इस बुकिंग की समीक्षा पहले ही कर चुके हैं।",
    notCompleted: "बुकिंग पूरी होने के बाद आप इसकी समीक्षा कर सकते हैं।",
    alreadyReported: "आप इसकी शिकायत पहले ही कर चुके हैं; हमारी टीम इसे देख रही है।",
    alreadyReplied: "आप इस समीक्षा का जवाब पहले ही दे चुके हैं।",
    onlyHost: "केवल वही गुरु जी या पंडित जी जवाब दे सकते हैं जिनकी समीक्षा हुई है। उसी खाते से लॉग इन करें।",
    gone: "यह अब यहाँ नहीं है, इसलिए शिकायत नहीं हो सकती। शायद इसे हटा दिया गया है।",
  },
  cancel: "रद्द करें",
  sending: "भेजा जा रहा है…",
  review: "समीक्षा",
  yourReview: "आपकी समीक्षा",
  loadingReview: "आपकी समीक्षा लोड हो रही है",
  howWasIt: "कैसा रहा?",
  helpsOthers: [
    "आपकी समीक्षा से दूसरे भक्तों को चुनने में मदद मिलती है। यह आपकी रेटिंग के साथ ",
    " के पेज पर दिखेगी।",
  ],
  submit: "समीक्षा भेजें",
  published: "धन्यवाद। आपकी समीक्षा प्रकाशित हो गई है।",
  save: "समीक्षा सहेजें",
  noWords: "आपने बिना शब्दों के तारे दिए हैं।",
  written: (date: string) => `${date} को लिखी गई`,
  edit: "समीक्षा बदलें",
  delete: "समीक्षा हटाएँ",
  deleteTitle: "क्या अपनी समीक्षा हटाएँ?",
  deleteDescription:
    "इसे प्रोफ़ाइल से हटा दिया जाएगा और रेटिंग इसके बिना फिर से गिनी जाएगी। बाद में आप नई समीक्षा लिख सकते हैं।",
  keepIt: "रहने दें",
  form: {
    rating: "आपकी रेटिंग",
    body: "आपकी समीक्षा (वैकल्पिक)",
    hint: (count: number, max: number) =>
      `${max} में से ${count} अक्षर। क्या अच्छा रहा, और क्या बेहतर हो सकता था?`,
    saving: "सहेजा जा रहा है…",
  },
  stars: {
    name: starCount,
    chosen: (stars: number) => `5 में से ${starCount(stars)}`,
    choose: "1 से 5 तारे चुनें।",
  },
  replyFrom: ["", " का जवाब"],
  received: {
    heading: "समीक्षाएँ",
    loading: "आपकी समीक्षाएँ लोड हो रही हैं",
    none: "अभी कोई समीक्षा नहीं है। बुकिंग पूरी होने के बाद भक्त उसकी समीक्षा कर सकते हैं।",
    ofYou: "आपकी समीक्षाएँ",
    ofTemple: "मंदिर की पूजाओं की समीक्षाएँ",
    aDevotee: "एक भक्त",
    starsOnly: "केवल तारे, कोई शब्द नहीं।",
    yourReply: "आपका जवाब",
    replyTo: (name: string) => `${name} को जवाब दें`,
    reply: "जवाब दें",
  },
  replyForm: {
    label: (name: string) => `${name} को आपका जवाब`,
    hint: (count: number, max: number) =>
      `${max} में से ${count} अक्षर। यह समीक्षा के नीचे सबको दिखेगा, और आप एक ही बार जवाब दे सकते हैं।`,
    send: "जवाब भेजें",
  },
  report: {
    titles: {
      review: "इस समीक्षा की शिकायत करें",
      provider: "इस प्रोफ़ाइल की शिकायत करें",
      temple: "इस मंदिर की शिकायत करें",
    },
    examples: {
      review: "कोई समीक्षा जो झूठी है, अपमानजनक है या किसी असली बुकिंग के बारे में नहीं है",
      provider:
        "कोई जो गुरु जी या पंडित जी होने का दिखावा कर रहा है, Bhakti Setu के बाहर पैसे माँग रहा है, या दुर्व्यवहार कर रहा है",
      temple: "कोई मंदिर पेज जिसे मंदिर नहीं चलाता, दान की झूठी अपील, या दुर्व्यवहार",
    },
    description: (example: string) =>
      `हमारी टीम को बताएँ कि क्या गलत है, जैसे ${example}। इसे केवल टीम पढ़ती है; जिसकी आप शिकायत करते हैं, उसे आपका नाम नहीं बताया जाता।`,
    sent: "शिकायत भेज दी गई",
    thanks: "धन्यवाद। हमारी टीम 2 कामकाजी दिनों में इसे देखेगी।",
    whatIsWrong: "क्या गलत है?",
    hint: (count: number, max: number) => `${max} में से ${count} अक्षर, कम से कम 10।`,
    send: "शिकायत भेजें",
  },
});
