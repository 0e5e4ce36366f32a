import { translate } from "@/lib/i18n/define-messages";
import type { paymentsRequestMessages } from "./messages";

export default translate<typeof paymentsRequestMessages>("payments-request", {
  notStarted: "भुगतान शुरू नहीं हो सका।",
});
