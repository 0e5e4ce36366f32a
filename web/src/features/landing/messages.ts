import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

// Keys are short, and text that reads the same in English is a function that returns it (its
// Hindi looks it up): this book ships with the home page's start-up code, which is at its budget.
export const landingMessages = defineMessages("landing", {
  trusted: "Trusted by devotees across India",
  title: ["Your Spiritual Gateway to", "gurus, temples", "and live darshan"],
  intro:
    "Talk to verified gurus and pujaris, book poojas, pray at 1000+ temples and join aarti live, wherever you are.",
  begin: "Begin Your Journey",
  watch: "Watch Live Darshan",
  claims: ["Verified guides", "Temples", "Live content", "App rating from 10K+ reviews"],
  pathsTitle: "Five paths, one gateway",
  pathsIntro:
    "Whatever your practice, Bhakti Setu brings the people, places and rituals of your faith closer.",
  pathNames: ["Connect", "Book", "Explore", "Pray", "Live"],
  pathOffers: [
    "1:1 chat, video or audio with gurus, pujaris, kathavachaks and bhajan mandlis.",
    "Home pooja, online sankalp, katha and temple poojas with verified pandits.",
    "Temples, events, festivals and retreats near you and across India.",
    "Chadava, virtual diya and aarti, sankalp and prasad delivered to your door.",
    "Aarti, darshan, pravachan and bhajan streamed live from temples.",
  ],
  pathActions: [
    "Start Connecting",
    "Book a Pooja",
    "Start Exploring",
    "Offer a Prayer",
    "Watch Live",
  ],
  alsoInApp: "Also in the app: seva and donations, temple discovery and an AI spiritual guide.",
  liveNow: "Live Now",
  liveIntro: "Aarti, darshan, pravachan and bhajan, streaming from temples across India.",
  seeAll: "See all live streams",
  nobody: "No one is live right now.",
  comingUp: "See what's coming up next.",
  failed: "Live sessions could not be loaded.",
  tryLive: "Try the live page.",
  live: "LIVE",
  upcoming: "UPCOMING",
  example: "Example",
  /** A card's type, "Temple Darshan" (content/live-items.ts), in the reader's language. */
  type: (type: string) => type,
  /** A thumbnail's alt text: an illustration's in the reader's language, a host's as written. */
  art: (alt: string) => alt,
  with: (name: ReactNode): ReactNode => ["With ", name],
  watching: "watching",
  waiting: "waiting",
  /** A duration as the cards print it ("1 hr 15 min"), in the reader's language. */
  duration: (text: string) => text,
  join: "Join Live",
  remind: "Set Reminder",
  joinTitle: "Take Bhakti Setu with you",
  rated: (ios: ReactNode, android: ReactNode): ReactNode => [
    "Rated 4.8 from 10K+ reviews. Free on ",
    ios,
    "+ and ",
    android,
    "+.",
  ],
  download: "Download the App",
});
