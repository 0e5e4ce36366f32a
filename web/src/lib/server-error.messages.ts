import { defineMessages } from "@/lib/i18n/define-messages";

export const serverErrorMessages = defineMessages("server-error", {
  tooManyRequests: "Too many requests. Try again later.",
  refused: "This request was refused. Please check it and try again.",
  slotTaken:
    "Someone else has just booked this time. Please choose another of the free times below.",
  notFound: "We could not find this. It may have been withdrawn; go back and choose another.",
  sessionEnded: "Your session has ended. Sign in again, then try once more.",
  unreachable: "We could not reach Bhakti Setu. Check your connection and try again.",
  offline: "You are offline. This needs a connection: try again once you are connected.",
});
