import { translate } from "@/lib/i18n/define-messages";
import type { templeInvitationsMessages } from "./messages";

export default translate<typeof templeInvitationsMessages>("spiritual-dashboard.temples", {
  heading: "मंदिर",
  loading: "मंदिरों के निमंत्रण लोड हो रहे हैं",
  none: "अभी किसी मंदिर ने आपको निमंत्रण नहीं दिया है। मंदिर के व्यवस्थापक वहाँ सेवा करने वाले गुरुओं और पुजारियों को निमंत्रण देते हैं; फिर श्रद्धालु आपको मंदिर के पेज पर पाते हैं।",
  invites: " ने आपको अपने गुरुओं में जुड़ने का निमंत्रण दिया है",
  serving: " · आप यहाँ सेवा करते हैं",
  joined: (temple: string) => `अब आप ${temple} में सेवा करते हैं`,
  accept: "स्वीकार करें",
  decline: "अस्वीकार करें",
  leave: "छोड़ें",
});
