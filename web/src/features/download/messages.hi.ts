import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { downloadMessages } from "./messages";

export default translate<typeof downloadMessages>("download", {
  title: "भक्ति सेतु ऐप पाएँ",
  body: (ios: ReactNode, android: ReactNode) => [
    "यह पेज हमारे मोबाइल ऐप में है। आगे बढ़ने के लिए इसे ",
    ios,
    " या ",
    android,
    " पर मुफ़्त इंस्टॉल करें।",
  ],
  stopped: "अपने-आप आगे जाना रोक दिया गया।",
  // Hindi says सेकंड for one and for many.
  redirecting: (shown: ReactNode, _count: number) => ["ऐप स्टोर पर ", shown, " सेकंड में ले जा रहे हैं"],
  downloadNow: "अभी ऐप डाउनलोड करें",
  website: "वेबसाइट पर जारी रखें",
});
