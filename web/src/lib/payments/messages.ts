import { defineMessages } from "@/lib/i18n/define-messages";

export const paymentsRequestMessages = defineMessages("payments-request", {
  notStarted: "The payment could not be started.",
});
