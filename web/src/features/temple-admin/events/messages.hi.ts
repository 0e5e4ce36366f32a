import type { ReactNode } from "react";
import { formatCount } from "@/lib/format";
import { translate } from "@/lib/i18n/define-messages";
import type { eventsMessages } from "./messages";

export default translate<typeof eventsMessages>("temple-admin.events", {
  heading: "कार्यक्रम",
  upcomingEvents: "आने वाले कार्यक्रम",
  pastEvents: "बीते कार्यक्रम",
  upcomingKatha: "आने वाली कथा शृंखलाएँ",
  pastKatha: "बीती कथा शृंखलाएँ",
  show: "दिखाएँ",
  createEvent: "कार्यक्रम बनाएँ",
  createKatha: "कथा शृंखला बनाएँ",
  loading: "कार्यक्रम लोड हो रहे हैं",
  noPastEvents: "अभी कोई बीता कार्यक्रम नहीं है।",
  noPastKatha: "अभी कोई बीती कथा शृंखला नहीं है।",
  emptyEvents:
    "कोई आने वाला कार्यक्रम नहीं है। अपना पहला कार्यक्रम बनाएँ: मंदिर के सत्यापन के बाद भक्त एक्सप्लोर से पंजीकरण करते हैं।",
  emptyKatha:
    "कोई आने वाली कथा शृंखला नहीं है। वक्ता और सत्रों के साथ एक शृंखला बनाएँ: मंदिर के सत्यापन के बाद भक्त एक्सप्लोर से पंजीकरण करते हैं।",
  loadMore: "और कार्यक्रम दिखाएँ",
  newEvent: "नया कार्यक्रम बनाएँ",
  editEvent: "कार्यक्रम बदलें",
  newKatha: "नई कथा शृंखला बनाएँ",
  editKatha: "कथा शृंखला बदलें",
  dialogDescription: "भक्त यह जानकारी मंदिर के पेज पर देखते हैं और वहीं पंजीकरण करते हैं।",
  eventCreated: "कार्यक्रम बन गया",
  eventSaved: "कार्यक्रम सहेजा गया",
  seriesCreated: "शृंखला बन गई",
  seriesSaved: "शृंखला सहेजी गई",
  cancelTitle: (title: ReactNode) => [title, " रद्द करें?"],
  cancelDescription:
    "यह भक्तों की सूची से हट जाएगा, पंजीकरण बंद हो जाएगा और हर पंजीकृत भक्त को ऐप में बताया जाएगा। इसे वापस नहीं किया जा सकता।",
  cancelConfirm: "कार्यक्रम रद्द करें",
  keep: "रहने दें",
  cancelled: "कार्यक्रम रद्द हो गया",
  card: {
    cancelled: "रद्द",
    registrationClosed: "पंजीकरण बंद",
    featured: "एक्सप्लोर पर सबसे ऊपर",
    speaker: "वक्ता:",
    sessionsOf: (title: ReactNode) => [title, " के सत्र"],
    registered: (count: number, capacity: number | null) =>
      capacity === null
        ? `${formatCount(count)} पंजीकृत`
        : `${formatCount(capacity)} स्थानों में से ${formatCount(count)} पंजीकृत`,
    registrations: "पंजीकरण",
    registrationsOf: (title: ReactNode) => ["पंजीकरण: ", title],
    edit: "बदलें",
    cancelEvent: "कार्यक्रम रद्द करें",
    cancelEventOf: (title: ReactNode) => ["कार्यक्रम रद्द करें: ", title],
  },
  form: {
    name: "कार्यक्रम का नाम",
    type: "प्रकार",
    date: "तारीख",
    startTime: "शुरू होने का समय (IST)",
    duration: "अवधि, मिनट में",
    places: "स्थान",
    noLimit: "कोई सीमा न हो तो खाली छोड़ें",
    registrationOpen: "पंजीकरण खुला है",
    description: "विवरण",
    save: "कार्यक्रम सहेजें",
  },
  errors: {
    name: "कार्यक्रम का नाम लिखें",
    under: (max: number) => `इसे ${max} अक्षरों से छोटा रखें`,
    date: "तारीख चुनें",
    startTime: "शुरू होने का समय चुनें",
    minutes: "1 से 10080 (एक सप्ताह) के बीच मिनट लिखें",
    places: "स्थानों की संख्या लिखें, या कोई सीमा न हो तो खाली छोड़ें",
    passed: "यह तारीख और समय बीत चुका है",
  },
  registrations: {
    placesTaken: (count: number, capacity: number | null) =>
      capacity === null
        ? `${formatCount(count)} स्थान भर चुके हैं।`
        : `${formatCount(capacity)} में से ${formatCount(count)} स्थान भर चुके हैं।`,
    loading: "पंजीकरण लोड हो रहे हैं",
    empty: "अभी किसी ने पंजीकरण नहीं किया है। मंदिर का पेज साझा करें, या अपने अनुयायियों को सूचना भेजें।",
    seats: (seats: number) => `${seats} सीट`,
    showing: (shown: number, total: number) => `${total} में से ${shown} दिखाए गए हैं; CSV में सभी हैं।`,
    export: "पंजीकरण डाउनलोड करें (CSV)",
    csvName: "नाम",
    csvSeats: "सीटें",
    csvRegistered: "पंजीकरण का समय (IST)",
  },
  feature: {
    button: "कार्यक्रम को आगे रखें",
    title: "किसी कार्यक्रम को आगे रखें",
    loading: "आपके आने वाले कार्यक्रम लोड हो रहे हैं…",
    none: "आगे रखने के लिए अभी कोई आने वाला कार्यक्रम नहीं है। पहले एक कार्यक्रम बनाएँ।",
    description: "आगे रखा गया कार्यक्रम एक्सप्लोर पर सबसे पहले, अलग निशान के साथ दिखता है।",
    event: "कार्यक्रम",
  },
});
