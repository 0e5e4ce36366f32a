import { translate } from "@/lib/i18n/define-messages";
import type { appMessages } from "./messages";

export default translate<typeof appMessages>("app", {
  loading: "भक्ति सेतु खुल रहा है",
  errorTitle: "अनपेक्षित गड़बड़ी हो गई!",
  unknownError: "अज्ञात गड़बड़ी",
  home: "होम पर लौटें",
  offlineTitle: "आप ऑफ़लाइन हैं",
  offlineDetail: "यह पेज इस डिवाइस पर पहले नहीं खोला गया है, इसलिए इसके लिए इंटरनेट चाहिए।",
  offlineWhatWorks:
    "जो पेज आप पहले देख चुके हैं, वे अब भी खुलते हैं, उसी रूप में जैसे आपने आख़िरी बार देखे थे। इंटरनेट से जुड़कर फिर से कोशिश करें।",
  tryAgain: "फिर से कोशिश करें",
});
