import { defineMessages } from "@/lib/i18n/define-messages";

export const googleSignInMessages = defineMessages("auth.google", {
  or: "or",
  continueWithGoogle: "Continue with Google",
  openingGoogle: "Opening Google...",
  failed: "Google sign-in could not start. Check your connection and try again.",
});
