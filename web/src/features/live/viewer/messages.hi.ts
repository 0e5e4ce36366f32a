import { translate } from "@/lib/i18n/define-messages";
import type { liveViewerMessages } from "./messages";

export default translate<typeof liveViewerMessages>("live.viewer", {
  join: "लाइव जुड़ें",
  newTab: " (नए टैब में खुलेगा)",
  liveNow: "अभी लाइव है। प्लेयर में चलाएँ बटन दबाना पड़ सकता है।",
  watching: (count: string) => `भक्ति सेतु में ${count} देख रहे हैं।`,
  player: "लाइव प्लेयर",
  youTube: "यूट्यूब पर देखें",
  reminderSet: "रिमाइंडर लग गया",
  addToCalendar: "कैलेंडर में जोड़ें",
  remove: "हटाएँ",
  removeFor: (title: string) => `${title} का रिमाइंडर हटाएँ`,
  setReminder: "रिमाइंडर लगाएँ",
  closed: "सत्र शुरू होते ही रिमाइंडर बंद हो जाते हैं। इसे अभी लाइव में देखें।",
});
