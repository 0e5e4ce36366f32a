import { defineMessages } from "@/lib/i18n/define-messages";

export const gurusMessages = defineMessages("gurus", {
  title: "Spiritual Gurus",
  intro:
    "Verified teachers and pandits for guidance, rituals and daily practice. Book a session or start a chat in the Bhakti Setu app.",
  gurusWhat: "gurus",
  none: "No gurus are listed yet.",
  watchLive: "Watch live darshan meanwhile.",
  rating: "Rating",
  newGuru: "New",
  outOfFive: (rating: string) => `${rating} / 5`,
  students: "Students",
  book: "Book Session",
  chatWith: (name: string) => `Chat with ${name}`,
  /** Joins a guru's specialisations: "Bhagavad Gita and Vedanta". */
  and: " and ",
  portraitOf: (name: string) => `Portrait of ${name}`,
});
