import { translate } from "@/lib/i18n/define-messages";
import type { liveMessages } from "./messages";

export default translate<typeof liveMessages>("temple-admin.live", {
  errors: {
    title: "प्रसारण का नाम लिखें, जैसे संध्या आरती",
    link: "प्रसारण का लिंक चिपकाएँ, जो https://… से शुरू हो",
  },
  live: "आप लाइव हैं",
  liveDescription: "भक्त लाइव पेज पर प्रसारण देख रहे हैं।",
  title: "शीर्षक",
  what: "आप क्या दिखा रहे हैं",
  darshan: "दर्शन",
  aarti: "आरती",
  link: "प्रसारण का लिंक",
  linkHint: "यूट्यूब लाइव का लिंक, या कोई भी सुरक्षित वेब पेज जिस पर भक्त इसे देखते हैं",
  goLiveNow: "अभी लाइव जाएँ",
  endLive: "लाइव बंद करें",
  goLive: "लाइव जाएँ",
  endTitle: (title: string) => `${title} बंद करें?`,
  goLiveTitle: "लाइव जाएँ",
  verified: "प्रसारण लाइव पेज पर मंदिर के नाम से दिखता है।",
  unverified: "मंदिर के सत्यापन के बाद भक्त मंदिर के प्रसारण देखते हैं; तब तक केवल आप देख सकते हैं।",
  stopsAtOnce: "भक्तों को यह लाइव पेज पर तुरंत दिखना बंद हो जाएगा।",
  ended: "प्रसारण बंद हो गया",
  end: "प्रसारण बंद करें",
});
