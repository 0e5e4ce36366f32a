import { defineMessages } from "@/lib/i18n/define-messages";

export const appMessages = defineMessages("app", {
  loading: "Loading Bhakti Setu",
  errorTitle: "Unexpected Application Error!",
  unknownError: "Unknown error",
  home: "Return to Home",
  offlineTitle: "You are offline",
  offlineDetail: "This page has not been opened on this device before, so it needs a connection.",
  offlineWhatWorks:
    "Pages you have visited before still open, with the last version you saw. Connect to the internet and try again.",
  tryAgain: "Try again",
});
