import { translate } from "@/lib/i18n/define-messages";
import type { appMessages } from "./messages";

export default translate<typeof appMessages>("app", {
  loading: "भक्ति सेतु खुल रहा है",
  errorTitle: "अनपेक्षित गड़बड़ी हो गई!",
  unknownError: "अज्ञात गड़बड़ी",
  home: "होम पर लौटें",
});
