import { defineMessages } from "@/lib/i18n/define-messages";

// Radix Toast's own words, which it would otherwise say in English: the region's name (with the
// key that reaches it) and the word announced before each toast.
export const toastMessages = defineMessages("ui.toast", {
  region: "Notifications ({hotkey})",
  announced: "Notification",
});
