import { translate } from "@/lib/i18n/define-messages";
import type { bookingStatusMessages } from "./booking-status.messages";

export default translate<typeof bookingStatusMessages>("booking-status", {
  requested: "अनुरोध भेजा गया",
  confirmed: "पुष्टि हो गई",
  completed: "पूरी हुई",
  declined: "अस्वीकार",
  cancelled: "रद्द",
  expired: "समय निकल गया",
});
