import { translate } from "@/lib/i18n/define-messages";
import type { toastMessages } from "./toast.messages";

export default translate<typeof toastMessages>("ui.toast", {
  region: "सूचनाएँ ({hotkey})",
  announced: "सूचना",
});
