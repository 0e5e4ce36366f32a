import { createElement, Fragment, type ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { authDialogMessages } from "./dialog.messages";

/** A sentence around a bold address (no JSX here: Hindi's files are plain `.ts`). */
const around = (before: string, address: ReactNode, after: string) =>
  createElement(Fragment, null, before, createElement("strong", null, address), after);

export default translate<typeof authDialogMessages>("auth.dialog", {
  description: "अपने खाते में साइन इन करें, या अपनी आध्यात्मिक यात्रा शुरू करने के लिए नया खाता बनाएँ।",
  confirmationSent: (email: ReactNode) =>
    around(
      "बस एक कदम बाकी है! हमने ",
      email,
      " पर पुष्टि का लिंक भेजा है। अपना इनबॉक्स देखें और खाता बनाना पूरा करने के लिए लिंक खोलें।",
    ),
  close: "बंद करें",
  signInTab: "साइन इन",
  signUpTab: "साइन अप",
  ways: "किससे साइन इन करें",
  email: "ईमेल",
  mobile: "मोबाइल नंबर",
  signInForm: "साइन इन",
  signUpForm: "साइन अप",
  password: "पासवर्ड",
  forgotPassword: "पासवर्ड भूल गए?",
  signingIn: "साइन इन हो रहा है...",
  signIn: "साइन इन करें",
  fullName: "पूरा नाम",
  passwordHint: (min: number) => `कम से कम ${min} अक्षर।`,
  joiningAs: "आप किस रूप में जुड़ रहे हैं",
  creatingAccount: "खाता बन रहा है...",
  createAccount: "खाता बनाएँ",
  resetForm: "पासवर्ड बदलें",
  resetIntro: "अपना ईमेल पता लिखें। हम नया पासवर्ड चुनने का लिंक भेज देंगे।",
  resetSent: (email: ReactNode) =>
    around(
      "अगर ",
      email,
      " से कोई खाता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। अपना इनबॉक्स देखें।",
    ),
  sending: "भेज रहे हैं...",
  sendResetLink: "लिंक भेजें",
  backToSignIn: "साइन इन पर लौटें",
});
