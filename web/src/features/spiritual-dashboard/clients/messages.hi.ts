import { translate } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";
import type { clientsMessages } from "./messages";

export default translate<typeof clientsMessages>("spiritual-dashboard.clients", {
  heading: "यजमान",
  loading: "आपके यजमान लोड हो रहे हैं",
  empty: {
    before: "अभी कोई यजमान नहीं है। जो श्रद्धालु आपकी ",
    link: "सेवाएँ",
    after: " बुक करेंगे, वे यहाँ दिखेंगे।",
  },
  summary: (bookings: number, completed: number) =>
    `${formatCount(bookings)} बुकिंग, ${formatCount(completed)} पूरी हुईं`,
  showMore: "और दिखाएँ",
});
