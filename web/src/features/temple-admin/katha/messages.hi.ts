import { translate } from "@/lib/i18n/define-messages";
import type { kathaMessages } from "./messages";

export default translate<typeof kathaMessages>("temple-admin.katha", {
  heading: "कथा शृंखला",
  name: "शृंखला का नाम",
  speaker: "वक्ता",
  places: "स्थान",
  noLimit: "कोई सीमा न हो तो खाली छोड़ें",
  description: "विवरण",
  sessions: "सत्र (IST)",
  session: (number: number) => `सत्र ${number}`,
  date: "तारीख",
  time: "समय",
  topic: "विषय",
  remove: "हटाएँ",
  removeSession: (number: number) => ` सत्र ${number}`,
  addSession: "एक सत्र जोड़ें",
  save: "शृंखला सहेजें",
  create: "शृंखला बनाएँ",
  errors: {
    date: "तारीख चुनें",
    time: "समय चुनें",
    under: (max: number) => `इसे ${max} अक्षरों से छोटा रखें`,
    name: "शृंखला का नाम लिखें",
    speaker: "वक्ता का नाम लिखें",
    places: "स्थानों की संख्या लिखें, या कोई सीमा न हो तो खाली छोड़ें",
    atLeastOne: "कम से कम एक सत्र जोड़ें",
    atMost: "एक शृंखला में अधिकतम 60 सत्र हो सकते हैं",
    future: "हर सत्र आगे की तारीख का होना चाहिए",
  },
});
