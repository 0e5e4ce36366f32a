import { defineMessages } from "@/lib/i18n/define-messages";

/** The public pages' titles (`t`) and descriptions (`d`); home has its own, in its chunk. */
export const publicMetaMessages = defineMessages("meta.public", {
  live: {
    t: "Live Streams",
    d: "Watch aarti, darshan, pravachan and bhajan live from temples across India on Bhakti Setu.",
  },
  gurus: {
    t: "Spiritual Gurus",
    d: "Book a session or chat with verified gurus and pandits for guidance, rituals and daily practice.",
  },
  about: {
    t: "About Us",
    d: "Bhakti Setu connects devotees with 500+ verified gurus and pujaris and 1000+ temples across India.",
  },
  privacy: {
    t: "Privacy Policy",
    d: "What Bhakti Setu collects, why, who it is shared with and your rights.",
  },
  terms: {
    t: "Terms of Use",
    d: "The terms that govern bookings, payments, refunds and live streams on Bhakti Setu.",
  },
  download: { t: "Download App", d: "Get the Bhakti Setu app for iOS 12+ and Android 6+." },
  notFound: {
    t: "Page Not Found",
    d: "This page does not exist or has moved to the Bhakti Setu app.",
  },
});
