import { translate } from "@/lib/i18n/define-messages";
import type { templeAdminMessages } from "./messages";

export default translate<typeof templeAdminMessages>("temple-admin", {
  sidebar: "मंदिर प्रबंधन",
  nav: {
    dashboard: "डैशबोर्ड",
    events: "कार्यक्रम",
    katha: "कथा शृंखला",
    poojas: "पूजाएँ",
    seva: "सेवा कार्यक्रम",
    gurus: "गुरु प्रबंधन",
    donations: "दान",
    gallery: "गैलरी",
    community: "समुदाय",
    profile: "प्रोफ़ाइल",
  },
  features: {
    events: { label: "कार्यक्रम प्रबंधन", description: "मंदिर के कार्यक्रम बनाएँ और सँभालें" },
    katha: { label: "कथा शृंखला", description: "कथा शृंखला और वक्ता तय करें" },
    poojas: { label: "पूजा और अनुष्ठान", description: "बुकिंग के लिए पूजाएँ रखें" },
    seva: { label: "सेवा कार्यक्रम", description: "सेवा और दान के अभियान चलाएँ" },
    gurus: { label: "गुरु प्रबंधन", description: "गुरुओं को आमंत्रित करें, उनका समय तय करें" },
    gallery: { label: "गैलरी", description: "फ़ोटो और वीडियो साझा करें" },
  },
  eventKinds: {
    special_pooja: "विशेष पूजा",
    katha_series: "कथा शृंखला",
    festival: "उत्सव",
  },
});
