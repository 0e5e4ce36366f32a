import { defineMessages } from "@/lib/i18n/define-messages";

export const liveViewerMessages = defineMessages("live.viewer", {
  join: "Join Live",
  newTab: " (opens in a new tab)",
  liveNow: "Live now. The player may ask you to press play.",
  watching: (count: string) => `${count} watching in Bhakti Setu.`,
  /** The frame's name; the dialog around it is named by the session's title. */
  player: "Live player",
  youTube: "Watch on YouTube",
  reminderSet: "Reminder set",
  addToCalendar: "Add to calendar",
  remove: "Remove",
  removeFor: (title: string) => `Remove reminder for ${title}`,
  setReminder: "Set Reminder",
  closed: "Reminders close once a session starts. Look for it in Live Now.",
});
