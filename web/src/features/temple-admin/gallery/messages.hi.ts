import { translate } from "@/lib/i18n/define-messages";
import type { galleryMessages } from "./messages";

export default translate<typeof galleryMessages>("temple-admin.gallery", {
  heading: "गैलरी",
  caption: "कैप्शन",
  captionSaved: "कैप्शन सहेजा गया",
  save: "सहेजें",
  saveCaption: " कैप्शन",
  addPhoto: "फ़ोटो जोड़ें",
  nextCaption: "अगली फ़ोटो का कैप्शन (ज़रूरी नहीं)",
  photo: "फ़ोटो",
  photoAdded: "फ़ोटो गैलरी में जुड़ गई",
  inOrder: "गैलरी, उसी क्रम में जैसे भक्त देखते हैं",
  loading: "गैलरी लोड हो रही है",
  empty: "अभी कोई फ़ोटो नहीं है। ऊपर पहली फ़ोटो जोड़ें: भक्त मंदिर के पेज पर गैलरी देखते हैं।",
  photoOf: (number: number, temple: string) => `${temple} की फ़ोटो ${number}`,
  moveUp: "ऊपर करें",
  moveDown: "नीचे करें",
  remove: "हटाएँ",
  photoNumber: (number: number) => ` फ़ोटो ${number}`,
  removeTitle: "यह फ़ोटो हटाएँ?",
  removeDescription: "यह तुरंत गैलरी और मंदिर के पेज से हट जाएगी।",
  keep: "रहने दें",
});
