import { translate } from "@/lib/i18n/define-messages";
import type { gurusMessages } from "./messages";

export default translate<typeof gurusMessages>("gurus", {
  title: "आध्यात्मिक गुरु",
  intro:
    "मार्गदर्शन, अनुष्ठान और रोज़ की साधना के लिए सत्यापित गुरु और पंडित जी। भक्ति सेतु ऐप में सत्र बुक करें या चैट शुरू करें।",
  gurusWhat: "गुरु",
  none: "अभी कोई गुरु सूचीबद्ध नहीं है।",
  watchLive: "तब तक लाइव दर्शन देखें।",
  rating: "रेटिंग",
  newGuru: "नए",
  outOfFive: (rating: string) => `${rating} / 5`,
  students: "शिष्य",
  book: "सत्र बुक करें",
  chatWith: (name: string) => `${name} से चैट करें`,
  and: " और ",
  portraitOf: (name: string) => `${name} का चित्र`,
});
