import { translate } from "@/lib/i18n/define-messages";
import type { poojaScheduleMessages } from "./pooja-schedule.messages";

export default translate<typeof poojaScheduleMessages>("pooja-schedule", {
  weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
  daily: "रोज़",
  onRequest: "आपके बताए समय पर",
  at: (days: string, clock: string) => `${days}, ${clock} IST`,
});
