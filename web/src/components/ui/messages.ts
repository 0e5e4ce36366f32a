import { defineMessages } from "@/lib/i18n/define-messages";

// Read by the pre-rendered pages' start-up code: short keys, few words.
export const uiMessages = defineMessages("ui", {
  skip: "Skip to content",
  loading: "Loading",
  close: "Close",
  nav: "Navigation",
  toggle: "Toggle Sidebar",
});
