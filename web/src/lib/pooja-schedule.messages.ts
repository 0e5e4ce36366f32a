import { defineMessages } from "@/lib/i18n/define-messages";

export const poojaScheduleMessages = defineMessages("pooja-schedule", {
  /** Sunday first, as the database counts weekdays. */
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  daily: "Daily",
  onRequest: "At a time you request",
  at: (days: string, clock: string) => `${days} at ${clock} IST`,
});
