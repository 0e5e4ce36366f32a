import { defineMessages } from "@/lib/i18n/define-messages";

export const savedCopyMessages = defineMessages("saved-copy", {
  offline: "You are offline. This is the copy saved on this device; changes need a connection.",
  savedAt: (time: string) => `Saved ${time}`,
});
