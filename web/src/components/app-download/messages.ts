import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const appDownloadMessages = defineMessages("app-download", {
  title: "Continue in the Bhakti Setu app",
  description:
    "Live darshan, bookings, poojas and 1:1 sessions with gurus happen in our mobile app. Install it free to continue.",
  downloadOnThe: "Download on the",
  getItOn: "Get it on",
  /** The versions are names (iOS 12+, Android 6+): the dialog marks them so. */
  requires: (ios: ReactNode, android: ReactNode) => [
    "Requires ",
    ios,
    " on iPhone or ",
    android,
    " on Android phones.",
  ],
  continueOnWeb: "Continue on the web",
  continueOnWebHint: "Create a free account and carry on here in your browser.",
  haveAccount: "Already have an account?",
  signIn: "Sign in",
  rated: "Rated 4.8 from 10K+ reviews · 500+ verified guides · 1000+ temples",
});
