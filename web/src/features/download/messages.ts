import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const downloadMessages = defineMessages("download", {
  title: "Get the Bhakti Setu App",
  /** The versions are names (iOS 12+, Android 6+): the page marks them so. */
  body: (ios: ReactNode, android: ReactNode) => [
    "This page lives in our mobile app. Install it free on ",
    ios,
    " or ",
    android,
    " to continue.",
  ],
  stopped: "Automatic redirect stopped.",
  /** The count is shown large; `count` picks "second" or "seconds". */
  redirecting: (shown: ReactNode, count: number) => [
    "Redirecting to the app store in ",
    shown,
    count === 1 ? " second" : " seconds",
  ],
  downloadNow: "Download App Now",
  website: "Continue to Website",
});
