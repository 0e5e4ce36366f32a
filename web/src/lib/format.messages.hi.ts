import { translate } from "@/lib/i18n/define-messages";
import type { formatMessages } from "./format.messages";

export default translate<typeof formatMessages>("format", {
  ist: "IST",
  yourTime: (time: string) => `आपके समय से ${time}`,
});
