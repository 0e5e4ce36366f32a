import { translate } from "@/lib/i18n/define-messages";
import type { invitationsMessages } from "./messages";

export default translate<typeof invitationsMessages>("temple-admin.invitations", {
  heading: "मंदिर के आमंत्रण",
  accepted: (temple: string) => `अब आप ${temple} के प्रबंधन में सहायक हैं`,
  loading: "आपके आमंत्रण लोड हो रहे हैं",
  none: "आपके ईमेल पते पर कोई खुला आमंत्रण नहीं है। आमंत्रण उसी पते पर आता है जिस पर भेजा गया था: उसी से लॉग इन करें, या मंदिर से फिर से आमंत्रित करने को कहें।",
  invites: (until: string) => ` ने आपको सह-प्रबंधक बनने के लिए आमंत्रित किया है। यह ${until} तक खुला है।`,
  accept: "स्वीकार करें",
});
