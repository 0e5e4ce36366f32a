import { defineMessages } from "@/lib/i18n/define-messages";

export const notFoundMessages = defineMessages("not-found", {
  title: "Page Not Found",
  body: "The page you're looking for doesn't exist or has been moved to our mobile app for a better experience.",
  download: "Download App",
  home: "Return to Home",
  signedInBody:
    "The page you're looking for doesn't exist. Check the address, or go back to where you were.",
  dashboard: "Go to My Dashboard",
  back: "Back",
});
