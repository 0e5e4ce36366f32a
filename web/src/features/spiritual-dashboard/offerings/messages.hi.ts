import { cancellationPolicyHi } from "@bhakti-setu/common/cancellation-policy.hi.ts";
import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";
import type { offeringsMessages } from "./messages";

export default translate<typeof offeringsMessages>("spiritual-dashboard.offerings", {
  views: {
    all: { heading: "आपकी सेवाएँ", label: "सभी सेवाएँ", noun: "सेवा" },
    online_pooja: { heading: "ऑनलाइन पूजा", label: "ऑनलाइन पूजा", noun: "ऑनलाइन पूजा" },
    katha: { heading: "कथा", label: "कथा", noun: "कथा" },
    consultation: { heading: "परामर्श", label: "परामर्श", noun: "परामर्श" },
  },
  kindsNav: "सेवा के प्रकार",
  loading: "आपकी सेवाएँ लोड हो रही हैं",
  profileFirst: {
    before: "पहले अपनी ",
    link: "प्रोफ़ाइल",
    after: " पूरी करें; फिर जोड़ें कि आप क्या सेवाएँ देते हैं।",
  },
  empty: (noun: string) =>
    `अभी कोई ${noun} नहीं है। पहली जोड़ें: उसका शीर्षक, अवधि और कीमत लिखें; आपकी प्रोफ़ाइल सत्यापित होने के बाद श्रद्धालु उसे बुक कर सकेंगे।`,
  showMore: "और दिखाएँ",
  add: "सेवा जोड़ें",
  addTitle: "नई सेवा जोड़ें",
  editTitle: "सेवा बदलें",
  dialogDescription: "बुक करते समय श्रद्धालु ये विवरण देखते हैं।",
  added: "सेवा जोड़ दी गई",
  saved: "सेवा सहेज ली गई",
  paused: "सेवा रोकी गई",
  pausedDescription: (title: ReactNode): ReactNode => [
    "जब तक आप ",
    title,
    " फिर से शुरू नहीं करते, यह श्रद्धालुओं से छिपी रहेगी।",
  ],
  resumed: "सेवा फिर शुरू हुई",
  resumedDescription: (title: ReactNode): ReactNode => [title, " अब फिर से बुक की जा सकती है।"],
  notChanged: "बदलाव नहीं हुआ",
  deleted: "सेवा हटा दी गई",
  notDeleted: "हटाई नहीं गई",
  hasBookings: (title: ReactNode): ReactNode => [
    title,
    " की बुकिंग हैं, जो इसे अपने रिकॉर्ड के लिए रखती हैं। इसे हटाने के बजाय रोक दें।",
  ],
  deleteTitle: (title: ReactNode): ReactNode => [title, " हटाएँ?"],
  deleteDescription: "श्रद्धालु इसे फिर नहीं देख पाएँगे। कुछ समय के लिए छिपाना हो तो इसे रोक दें।",
  keep: "रहने दें",
  delete: "हटाएँ",
  card: {
    pausedBadge: "रुकी हुई",
    minutes: (minutes: number) => `${formatCount(minutes)} मिनट`,
    samagri: "सामग्री:",
    edit: "बदलें",
    pause: "रोकें",
    resume: "फिर शुरू करें",
  },
  modes: {
    online: "ऑनलाइन (वीडियो कॉल)",
    offline: "प्रत्यक्ष: श्रद्धालु के घर या मंदिर में",
    both: "ऑनलाइन या प्रत्यक्ष",
  },
  cancellationPolicy: cancellationPolicyHi,
  form: {
    kind: "प्रकार",
    title: "शीर्षक",
    description: "विवरण",
    mode: "कहाँ होगी",
    duration: "अवधि (मिनट)",
    price: "कीमत (₹)",
    samagri: "श्रद्धालु कौन-सी सामग्री लाएँ",
    samagriHint: "हर पंक्ति में एक चीज़, जैसे घी, फूल, नारियल",
    rule: "रद्द करने का नियम",
    freeUntil: "कितने घंटे पहले तक मुफ़्त",
    kept: "उसके बाद रखी जाने वाली राशि (कीमत का %)",
    saveChanges: "बदलाव सहेजें",
  },
  errors: {
    titleRequired: "सेवा का शीर्षक लिखें",
    titleTooLong: "शीर्षक 160 अक्षरों से कम रखें",
    descriptionTooLong: "विवरण 4000 अक्षरों से कम रखें",
    duration: "अवधि 5 से 1440 मिनट के बीच लिखें",
    price: "कीमत रुपयों में लिखें, जैसे 1100 या 501.50",
    samagriTooLong: "सूची 4000 अक्षरों से कम रखें",
    freeCancelHours: "0 से 720 घंटे लिखें",
    keptPercent: "0 से 100 प्रतिशत के बीच लिखें",
  },
});
