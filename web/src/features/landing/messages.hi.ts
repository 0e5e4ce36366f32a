import type { ReactNode } from "react";
import { illustrationAltInHindi } from "@/content/live-illustrations.hi";
import { translate } from "@/lib/i18n/define-messages";
import type { landingMessages } from "./messages";

const TYPES: Readonly<Record<string, string>> = {
  "Temple Darshan": "मंदिर दर्शन",
  "Spiritual Discourse": "आध्यात्मिक प्रवचन",
  "Bhajan Session": "भजन संध्या",
  "Prayer Session": "प्रार्थना सत्र",
  "Meditation Session": "ध्यान सत्र",
  "Special Event": "विशेष आयोजन",
};

export default translate<typeof landingMessages>("landing", {
  trusted: "पूरे भारत के भक्तों का भरोसा",
  title: ["आपका आध्यात्मिक द्वार:", "गुरु, मंदिर", "और लाइव दर्शन"],
  intro:
    "सत्यापित गुरुओं और पुजारियों से बात करें, पूजा बुक करें, 1000+ मंदिरों में प्रार्थना करें और आप जहाँ भी हों, लाइव आरती में शामिल हों।",
  begin: "अपनी यात्रा शुरू करें",
  watch: "लाइव दर्शन देखें",
  claims: ["सत्यापित मार्गदर्शक", "मंदिर", "लाइव सामग्री", "10 हज़ार+ समीक्षाओं से ऐप रेटिंग"],
  pathsTitle: "पाँच मार्ग, एक द्वार",
  pathsIntro: "आपकी साधना जो भी हो, भक्ति सेतु आपकी आस्था के लोगों, स्थानों और अनुष्ठानों को आपके क़रीब लाता है।",
  pathNames: ["जुड़ें", "बुक करें", "खोजें", "प्रार्थना", "लाइव"],
  pathOffers: [
    "गुरुओं, पुजारियों, कथावाचकों और भजन मंडलियों से आमने-सामने चैट, वीडियो या ऑडियो।",
    "सत्यापित पंडितों के साथ घर पर पूजा, ऑनलाइन संकल्प, कथा और मंदिर की पूजा।",
    "आपके पास और पूरे भारत में मंदिर, आयोजन, त्योहार और साधना शिविर।",
    "चढ़ावा, वर्चुअल दीया और आरती, संकल्प, और आपके घर तक प्रसाद।",
    "मंदिरों से लाइव आरती, दर्शन, प्रवचन और भजन।",
  ],
  pathActions: ["जुड़ना शुरू करें", "पूजा बुक करें", "खोजना शुरू करें", "प्रार्थना अर्पित करें", "लाइव देखें"],
  alsoInApp: "ऐप में यह भी है: सेवा और दान, मंदिरों की खोज और AI आध्यात्मिक मार्गदर्शक।",
  liveNow: "अभी लाइव",
  liveIntro: "पूरे भारत के मंदिरों से आरती, दर्शन, प्रवचन और भजन, लाइव।",
  seeAll: "सभी लाइव प्रसारण देखें",
  nobody: "अभी कोई लाइव नहीं है।",
  comingUp: "देखें आगे क्या आने वाला है।",
  failed: "लाइव सत्र लोड नहीं हो सके।",
  tryLive: "लाइव पेज खोलकर देखें।",
  live: "लाइव",
  upcoming: "जल्द",
  example: "उदाहरण",
  type: (type: string) => TYPES[type] ?? type,
  art: illustrationAltInHindi,
  with: (name: ReactNode): ReactNode => [name, " के साथ"],
  watching: "देख रहे हैं",
  waiting: "प्रतीक्षा में",
  duration: (text: string) =>
    text
      .replace(/\b1 hr\b/, "1 घंटा")
      .replace(/\bhr\b/, "घंटे")
      .replace(/\bmin\b/, "मिनट"),
  join: "लाइव जुड़ें",
  remind: "रिमाइंडर लगाएँ",
  joinTitle: "भक्ति सेतु को साथ रखें",
  rated: (ios: ReactNode, android: ReactNode): ReactNode => [
    "10 हज़ार+ समीक्षाओं से 4.8 रेटिंग। ",
    ios,
    "+ और ",
    android,
    "+ पर मुफ़्त।",
  ],
  download: "ऐप डाउनलोड करें",
});
