import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { gurusMessages } from "./messages";

export default translate<typeof gurusMessages>("temple-admin.gurus", {
  heading: "गुरु प्रबंधन",
  statuses: { invited: "आमंत्रित", accepted: "जुड़े हुए", declined: "अस्वीकार किया" },
  kinds: { guru: "गुरु जी", pujari: "पंडित जी" },
  inviteTitle: "गुरु जी या पंडित जी को आमंत्रित करें",
  name: "नाम",
  atLeastTwo: "कम से कम 2 अक्षर",
  onlyVerified:
    "केवल सत्यापित गुरु और पंडित जी को आमंत्रित किया जा सकता है; वे अपनी प्रोफ़ाइल से स्वीकार करते हैं।",
  searching: "खोज रहे हैं",
  noMatch: "इस नाम का कोई सत्यापित गुरु या पंडित जी नहीं मिले। नाम का कुछ हिस्सा लिखकर देखें।",
  matches: "मिलते-जुलते गुरु और पंडित जी",
  invited: (name: string) => `${name} को आमंत्रण भेजा गया`,
  invite: "आमंत्रित करें",
  associated: "मंदिर के गुरु और पंडित जी",
  loading: "मंदिर के गुरु लोड हो रहे हैं",
  none: "अभी कोई नहीं। मंदिर में सेवा करने वाले गुरुओं और पंडितों को आमंत्रित करें: उनके स्वीकार करते ही भक्त उन्हें मंदिर के पेज पर देखेंगे।",
  withdraw: "वापस लें",
  remove: "हटाएँ",
  authorised: {
    title: "मंदिर द्वारा प्रमाणित सेवाएँ",
    intro: (temple: ReactNode) => [
      "जिन पूजाओं और सेवाओं की ज़िम्मेदारी मंदिर लेता है, उन पर निशान लगाएँ। भक्तों को उन पर “",
      temple,
      " द्वारा प्रमाणित” दिखेगा।",
    ],
    loading: "सेवाएँ लोड हो रही हैं",
    none: "अभी कोई सेवा नहीं है। मंदिर की पूजाएँ जोड़ें, या यहाँ सेवा करने वाले गुरुओं और पंडितों को आमंत्रित करें; उनके स्वीकार करते ही उनकी सेवाएँ यहाँ दिखेंगी।",
    by: (provider: ReactNode) => [provider, " द्वारा"],
    own: "मंदिर की अपनी",
    elsewhere: " · किसी दूसरे मंदिर द्वारा प्रमाणित",
  },
});
