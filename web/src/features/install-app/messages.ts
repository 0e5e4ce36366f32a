import { defineMessages } from "@/lib/i18n/define-messages";

export const installAppMessages = defineMessages("install-app", {
  offline: "You are offline. You are seeing the last version of this page you opened.",
  offlineHint:
    "Bookings, payments and live darshan need a connection: they work again once you are back online.",
});
