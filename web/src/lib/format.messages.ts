import { defineMessages } from "@/lib/i18n/define-messages";

export const formatMessages = defineMessages("format", {
  ist: "IST",
  yourTime: (time: string) => `${time} your time`,
});
