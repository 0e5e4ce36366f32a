import { translate } from "@/lib/i18n/define-messages";
import type { installOfferMessages } from "./install-offer.messages";

export default translate<typeof installOfferMessages>("app-download.install", {
  install: "भक्ति सेतु ऐप इंस्टॉल करें",
  installHint: "ऐप आपकी होम स्क्रीन पर जुड़ जाएगा। यह जल्दी खुलता है और बिना इंटरनेट के भी चलता है।",
  iosTitle: "iPhone या iPad पर इंस्टॉल करें",
  iosSteps: ["Safari में नीचे शेयर बटन दबाएँ।", "“होम स्क्रीन में जोड़ें” चुनें।", "“जोड़ें” दबाएँ।"],
});
