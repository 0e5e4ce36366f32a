import { defineMessages } from "@/lib/i18n/define-messages";

export const liveMessages = defineMessages("temple-admin.live", {
  errors: {
    title: "Name the stream, e.g. Sandhya Aarti",
    link: "Paste the stream's link, starting https://",
  },
  live: "You are live",
  liveDescription: "Devotees see the stream on Live.",
  title: "Title",
  what: "What you stream",
  darshan: "Darshan",
  aarti: "Aarti",
  link: "Stream link",
  linkHint: "The YouTube live link, or any https page devotees watch it on",
  goLiveNow: "Go live now",
  endLive: "End live",
  goLive: "Go Live",
  endTitle: (title: string) => `End ${title}?`,
  goLiveTitle: "Go live",
  verified: "The stream shows on Live with the temple as its host.",
  unverified:
    "Devotees see the temple's streams once the temple is verified; until then only you do.",
  stopsAtOnce: "Devotees stop seeing it on Live at once.",
  ended: "Stream ended",
  end: "End the stream",
});
