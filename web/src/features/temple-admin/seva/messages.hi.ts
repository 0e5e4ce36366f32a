import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { sevaMessages } from "./messages";

export default translate<typeof sevaMessages>("temple-admin.seva", {
  heading: "सेवा कार्यक्रम",
  title: "सेवा कार्यक्रम",
  create: "कार्यक्रम बनाएँ",
  countsPaid:
    "जुटी राशि और प्रायोजकों में केवल चुकाया गया दान गिना जाता है; भुगतान की प्रतीक्षा वाले वचन दान पेज पर दिखते हैं।",
  loading: "सेवा कार्यक्रम लोड हो रहे हैं",
  empty:
    "अभी कोई सेवा कार्यक्रम नहीं है। लक्ष्य के साथ अपना पहला कार्यक्रम बनाएँ: भक्त एक्सप्लोर और प्रार्थना पेज से उसके लिए दान का वचन देते हैं।",
  paused: "रुका हुआ",
  promoted: "प्रचार में",
  newTitle: "नया सेवा कार्यक्रम बनाएँ",
  editTitle: (program: ReactNode) => [program, " बदलें"],
  dialogDescription: "भक्त दान करते समय यह जानकारी देखते हैं।",
  created: "कार्यक्रम बन गया",
  saved: "कार्यक्रम सहेजा गया",
  edit: "बदलें",
  promote: "प्रचार करें",
  promoteTitle: (program: ReactNode) => [program, " का प्रचार करें"],
  promoteDescription:
    "प्रचार वाला कार्यक्रम एक्सप्लोर और प्रार्थना पेज पर सबसे पहले, अलग निशान के साथ दिखता है।",
  form: {
    name: "कार्यक्रम का नाम",
    goal: "लक्ष्य (₹)",
    wholeRupees: "पूरे रुपयों में",
    what: "दान से क्या होगा",
    accepting: "दान लिया जा रहा है",
    save: "कार्यक्रम सहेजें",
  },
  errors: {
    name: "कार्यक्रम का नाम लिखें",
    under: (max: number) => `इसे ${max} अक्षरों से छोटा रखें`,
    goal: "लक्ष्य पूरे रुपयों में लिखें, जैसे 100000",
    goalMin: "लक्ष्य कम से कम ₹1 हो",
  },
});
