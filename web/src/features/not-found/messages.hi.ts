import { translate } from "@/lib/i18n/define-messages";
import type { notFoundMessages } from "./messages";

export default translate<typeof notFoundMessages>("not-found", {
  title: "पेज नहीं मिला",
  body: "आप जो पेज खोज रहे हैं वह मौजूद नहीं है, या बेहतर अनुभव के लिए हमारे मोबाइल ऐप में चला गया है।",
  download: "ऐप डाउनलोड करें",
  home: "होम पर लौटें",
  signedInBody: "आप जो पेज खोज रहे हैं वह मौजूद नहीं है। पता जाँचें, या जहाँ थे वहाँ लौटें।",
  dashboard: "मेरे डैशबोर्ड पर जाएँ",
  back: "वापस",
});
