import { defineMessages } from "@/lib/i18n/define-messages";

const starCount = (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`);

// A sentence around a name is a list of the text before and after it, so each language places
// the name where its word order needs it.
export const reviewMessages = defineMessages("reviews", {
  chooseStars: "Choose 1 to 5 stars",
  keepUnder: (max: number) => `Keep it under ${max} characters`,
  writeReply: "Write your reply",
  sayWhatIsWrong: (min: number) => `Say what is wrong in at least ${min} characters`,
  errors: {
    alreadyReviewed: "You have already reviewed this booking.",
    notCompleted: "You can review this once the booking is completed.",
    alreadyReported: "You have already reported this; our team is looking at it.",
    alreadyReplied: "You have already replied to this review.",
    onlyHost: "Only the guru or pujari who was reviewed can reply. Sign in with that account.",
    gone: "This is no longer here to report. It may have been removed.",
  },
  cancel: "Cancel",
  sending: "Sending…",
  review: "Review",
  yourReview: "Your review",
  loadingReview: "Loading your review",
  howWasIt: "How was it?",
  helpsOthers: [
    "Your review helps other devotees choose. It appears on ",
    "'s page with your rating.",
  ],
  submit: "Submit review",
  published: "Thank you. Your review is published.",
  save: "Save review",
  noWords: "You gave stars without words.",
  written: (date: string) => `Written ${date}.`,
  shownWith: {
    name: "Shown with your name.",
    initials: "Shown with your initials.",
  },
  edit: "Edit review",
  delete: "Delete review",
  deleteTitle: "Delete your review?",
  deleteDescription:
    "It is taken off the profile and the rating is worked out again without it. You can write a new one afterwards.",
  keepIt: "Keep it",
  form: {
    rating: "Your rating",
    body: "Your review (optional)",
    hint: (count: number, max: number) =>
      `${count} of ${max} characters. What went well, and what could be better?`,
    saving: "Saving…",
    shownAs: "Your name on the review",
    show: { name: "Show my name", initials: "Show my initials" },
    shownAsHint: "Everyone can read your review on the page. Nobody sees your account.",
  },
  stars: {
    name: starCount,
    chosen: (stars: number) => `${starCount(stars)} of 5`,
    choose: "Choose from 1 to 5 stars.",
  },
  received: {
    heading: "Reviews",
    loading: "Loading your reviews",
    none: "No reviews yet. Devotees can review a booking after it is completed.",
    ofYou: "Reviews of you",
    ofTemple: "Reviews of the temple's poojas",
    aDevotee: "A devotee",
    starsOnly: "Stars only, no words.",
    yourReply: "Your reply",
    replyTo: ["Reply to ", ""],
    reply: "Reply",
  },
  replyForm: {
    label: ["Your reply to ", ""],
    hint: (count: number, max: number) =>
      `${count} of ${max} characters. Everyone sees it under the review, and you can reply once.`,
    send: "Send reply",
  },
  report: {
    titles: {
      review: "Report this review",
      provider: "Report this profile",
      temple: "Report this temple",
    },
    examples: {
      review: "a review that is false, abusive or not about a real booking",
      provider:
        "someone pretending to be a guru or pujari, asking for money outside Bhakti Setu, or abuse",
      temple: "a temple page that is not run by the temple, false appeals for donations, or abuse",
    },
    description: (example: string) =>
      `Tell our team what is wrong, for example ${example}. Only the team reads it; the person you report is not told who you are.`,
    sent: "Report sent",
    thanks: "Thank you. Our team will look at it within 2 working days.",
    whatIsWrong: "What is wrong?",
    hint: (count: number, max: number) => `${count} of ${max} characters, at least 10.`,
    send: "Send report",
  },
});
