import { translate } from "@/lib/i18n/define-messages";
import type { sankalpRowsMessages } from "./sankalp-rows.messages";

export default translate<typeof sankalpRowsMessages>("sankalp-rows", {
  sankalp_name: "संकल्प किसके नाम से",
  gotra: "गोत्र",
  nakshatra: "नक्षत्र",
  family_members: "परिवार के सदस्य",
});
