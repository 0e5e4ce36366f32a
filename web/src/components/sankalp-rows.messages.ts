import { defineMessages } from "@/lib/i18n/define-messages";

export const sankalpRowsMessages = defineMessages("sankalp-rows", {
  sankalp_name: "Sankalp for",
  gotra: "Gotra",
  nakshatra: "Nakshatra",
  family_members: "Family members",
});
