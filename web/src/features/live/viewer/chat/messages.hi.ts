import { translate } from "@/lib/i18n/define-messages";
import type { liveChatMessages } from "./messages";

export default translate<typeof liveChatMessages>("live.chat", {
  title: "लाइव चैट",
  messagesLabel: "चैट संदेश",
  loading: "चैट लोड हो रही है",
  empty: "अभी कोई संदेश नहीं — जय श्री राम कहें",
  connecting: "चैट से जुड़ रहे हैं…",
  interrupted: "दोबारा जुड़ने तक नए संदेश रुके हुए हैं।",
  offline: "आप ऑफ़लाइन हैं। दोबारा जुड़ते ही चैट चलती रहेगी।",
  unnamed: "एक भक्त",
  you: "आप",
  message: "संदेश",
  placeholder: "देख रहे सभी लोगों को लिखें",
  counter: (used: number, limit: number) => `${limit} में से ${used} अक्षर`,
  send: "भेजें",
  remove: "हटाएँ",
  removeFrom: (author: string) => `${author} का संदेश हटाएँ`,
  mute: "म्यूट करें",
  muteAuthor: (author: string) => `${author} को इस चैट में म्यूट करें`,
  muted: (author: string) => `${author} इस चैट में म्यूट हैं।`,
  report: "रिपोर्ट करें",
  reportFrom: (author: string) => `${author} के संदेश की रिपोर्ट करें`,
  reportReason: "इस संदेश में क्या गलत है?",
  sendReport: "रिपोर्ट भेजें",
  cancel: "रद्द करें",
  reported: "धन्यवाद। प्रशासक इस संदेश को देखेंगे।",
});
