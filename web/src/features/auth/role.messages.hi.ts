import { translate } from "@/lib/i18n/define-messages";
import type { roleMessages } from "./role.messages";

export default translate<typeof roleMessages>("auth.roles", {
  devotee: { label: "भक्त", description: "आशीर्वाद पाएँ, पूजा बुक करें और लाइव दर्शन से जुड़ें" },
  guru: { label: "गुरु / शिक्षक", description: "सत्र, कोर्स और मार्गदर्शन" },
  pujari: { label: "पुजारी / पंडित", description: "अनुष्ठान और पूजा" },
  temple_admin: { label: "मंदिर प्रबंधक", description: "मंदिर का कामकाज और कार्यक्रम संभालें" },
});
