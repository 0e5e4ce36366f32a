import { translate } from "@/lib/i18n/define-messages";
import type { googleSignInMessages } from "./google.messages";

export default translate<typeof googleSignInMessages>("auth.google", {
  or: "या",
  continueWithGoogle: "Google से जारी रखें",
  openingGoogle: "Google खुल रहा है...",
  failed: "Google से साइन इन शुरू नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
});
