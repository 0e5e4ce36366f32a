import { defineMessages } from "@/lib/i18n/define-messages";

export const appMessages = defineMessages("app", {
  loading: "Loading Bhakti Setu",
  errorTitle: "Unexpected Application Error!",
  unknownError: "Unknown error",
  home: "Return to Home",
});
