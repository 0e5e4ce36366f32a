import { translate } from "@/lib/i18n/define-messages";
import type { istCalendarMessages } from "./ist-calendar.messages";

export default translate<typeof istCalendarMessages>("ist-calendar", {
  today: "आज",
  tomorrow: "कल",
});
