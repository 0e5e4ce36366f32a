import type { ReactNode } from "react";
import { illustrationAltInHindi } from "@/content/live-illustrations.hi";
import { translate } from "@/lib/i18n/define-messages";
import type { liveMessages } from "./messages";

export default translate<typeof liveMessages>("live", {
  title: "लाइव दर्शन और प्रसारण",
  intro:
    "आरती, दर्शन, प्रवचन और भजन में उसी समय शामिल हों जब वे हो रहे हों। सभी समय भारतीय मानक समय (IST) में हैं।",
  liveNow: "अभी लाइव",
  comingUp: "आगे आने वाले",
  streamsWhat: "लाइव प्रसारण",
  nobodyLive: "अभी कोई लाइव नहीं है।",
  seeComingUp: "देखें आगे क्या आने वाला है।",
  nothingScheduled: "अभी कुछ तय नहीं है।",
  meetGurus: "यहाँ प्रसारण करने वाले गुरुओं से मिलें।",
  types: {
    Aarti: "आरती",
    Darshan: "दर्शन",
    Pravachan: "प्रवचन",
    Bhajan: "भजन",
    Katha: "कथा",
    Meditation: "ध्यान",
    Prayer: "प्रार्थना",
    Event: "आयोजन",
  },
  days: { Today: "आज", Tomorrow: "कल" },
  art: illustrationAltInHindi,
  when: (type: string, day: string, time: string) => `${type} · ${day}, ${time} IST`,
  subscribed: (count: string) => `${count} ने रिमाइंडर लगाया`,
  live: "लाइव",
  viewers: (count: string) => `${count} दर्शक`,
  with: (name: ReactNode): ReactNode => [name, " के साथ"],
  started: (time: string) => `${time} पर शुरू हुआ`,
  yourTime: (time: string) => `आपके समय से ${time}`,
  during: "इस प्रसारण के दौरान",
  chatActive: "चैट चालू है",
  example: "उदाहरण",
  donationsOpen: "दान खुला है",
  join: "लाइव जुड़ें",
  remind: "रिमाइंडर लगाएँ",
  statsTitle: "लाइव समुदाय के आँकड़े",
  watchingNow: "अभी देख रहे भक्त",
  figures: ["आज के लाइव प्रसारण", "भक्ति सेतु पर मंदिर", "इस सप्ताह जलाए गए दीये"],
});
