import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { appDownloadMessages } from "./messages";

export default translate<typeof appDownloadMessages>("app-download", {
  title: "भक्ति सेतु ऐप में आगे बढ़ें",
  description:
    "लाइव दर्शन, बुकिंग, पूजा और गुरुओं के साथ आमने-सामने के सत्र हमारे मोबाइल ऐप में होते हैं। आगे बढ़ने के लिए इसे मुफ़्त इंस्टॉल करें।",
  downloadOnThe: "डाउनलोड करें",
  getItOn: "यहाँ से पाएँ",
  requires: (ios: ReactNode, android: ReactNode) => [
    "आईफ़ोन पर ",
    ios,
    " या एंड्रॉइड फ़ोन पर ",
    android,
    " चाहिए।",
  ],
  continueOnWeb: "वेब पर आगे बढ़ें",
  continueOnWebHint: "मुफ़्त खाता बनाएँ और यहीं अपने ब्राउज़र में आगे बढ़ें।",
  haveAccount: "पहले से खाता है?",
  signIn: "साइन इन करें",
  rated: "10 हज़ार से ज़्यादा समीक्षाओं में 4.8 रेटिंग · 500+ सत्यापित मार्गदर्शक · 1000+ मंदिर",
});
