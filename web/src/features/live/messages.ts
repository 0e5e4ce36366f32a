import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const liveMessages = defineMessages("live", {
  title: "Live Darshan & Streams",
  intro:
    "Join aarti, darshan, pravachan and bhajan as they happen. All times are Indian Standard Time.",
  liveNow: "Live Now",
  comingUp: "Coming Up Next",
  streamsWhat: "live streams",
  nobodyLive: "No one is live right now.",
  seeComingUp: "See what's coming up next.",
  nothingScheduled: "Nothing is scheduled yet.",
  meetGurus: "Meet the gurus who stream here.",
  types: {
    Aarti: "Aarti",
    Darshan: "Darshan",
    Pravachan: "Pravachan",
    Bhajan: "Bhajan",
    Katha: "Katha",
    Meditation: "Meditation",
    Prayer: "Prayer",
    Event: "Event",
  },
  days: { Today: "Today", Tomorrow: "Tomorrow" },
  /** A thumbnail's alt text: an illustration's in the reader's language, a host's as written. */
  art: (alt: string) => alt,
  when: (type: string, day: string, time: string) => `${type} · ${day}, ${time} IST`,
  subscribed: (count: string) => `${count} subscribed`,
  live: "LIVE",
  viewers: (count: string) => `${count} viewers`,
  with: (name: ReactNode): ReactNode => ["With ", name],
  started: (time: string) => `Started ${time}`,
  yourTime: (time: string) => `${time} your time`,
  during: "During this stream",
  chatActive: "Chat active",
  example: "Example",
  donationsOpen: "Donations open",
  join: "Join Live",
  remind: "Set Reminder",
  statsTitle: "Live Community Stats",
  watchingNow: "Devotees watching now",
  figures: ["Live streams today", "Temples on Bhakti Setu", "Diyas lit this week"],
});
