import { translate } from "@/lib/i18n/define-messages";
import type { installAppMessages } from "./messages";

export default translate<typeof installAppMessages>("install-app", {
  offline: "आप ऑफ़लाइन हैं। आप इस पेज का वही रूप देख रहे हैं जो आपने पिछली बार खोला था।",
  offlineHint: "बुकिंग, भुगतान और लाइव दर्शन के लिए इंटरनेट चाहिए: कनेक्शन लौटते ही ये फिर से चलेंगे।",
});
