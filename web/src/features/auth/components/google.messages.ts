import { defineMessages } from "@/lib/i18n/define-messages";

export const googleSignInMessages = defineMessages("auth.google", {
  or: "or",
  continueWithGoogle: "Continue with Google",
  openingGoogle: "Opening Google...",
  failed: "Google sign-in could not start. Check your connection and try again.",
  cancelled: "Google sign-in was cancelled. Try again, or sign in with e-mail or mobile number.",
  returnedFailed:
    "Google could not sign you in this time. Try again in a few minutes, or sign in with e-mail or mobile number.",
});
