import { translate } from "@/lib/i18n/define-messages";
import type { savedCopyMessages } from "./saved-copy-notice.messages";

export default translate<typeof savedCopyMessages>("saved-copy", {
  offline: "आप ऑफ़लाइन हैं। यह इस डिवाइस पर सहेजी गई प्रति है; बदलाव के लिए इंटरनेट चाहिए।",
  savedAt: (time: string) => `सहेजा गया: ${time}`,
});
