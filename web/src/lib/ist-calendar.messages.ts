import { defineMessages } from "@/lib/i18n/define-messages";

export const istCalendarMessages = defineMessages("ist-calendar", {
  today: "Today",
  tomorrow: "Tomorrow",
});
