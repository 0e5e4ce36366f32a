import { defineMessages } from "@/lib/i18n/define-messages";

export const installOfferMessages = defineMessages("app-download.install", {
  install: "Install Bhakti Setu",
  installHint: "Adds the app to your home screen. It opens quickly and works without a connection.",
  iosTitle: "Install on iPhone or iPad",
  iosSteps: [
    "Tap the Share button at the bottom of Safari.",
    "Choose “Add to Home Screen”.",
    "Tap “Add”.",
  ],
});
