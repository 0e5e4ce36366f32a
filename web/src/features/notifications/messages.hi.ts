import { formatCount } from "@/lib/format";
import { translate } from "@/lib/i18n/define-messages";
import type { notificationMessages } from "./messages";

export default translate<typeof notificationMessages>("notifications", {
  title: "सूचनाएँ",
  bellWithUnread: (count: number) => `सूचनाएँ, ${formatCount(count)} नई`,
  unread: (count: number) => `${formatCount(count)} नई सूचनाएँ`,
  caughtUp: "आपने सभी सूचनाएँ देख ली हैं।",
  unreadPrefix: "नई: ",
  markRead: "पढ़ा हुआ चिह्नित करें",
  loadingList: "आपकी सूचनाएँ लोड हो रही हैं",
  empty: "अभी कोई सूचना नहीं है। आपकी बुकिंग की जानकारी और लाइव कार्यक्रमों की याद यहाँ दिखेगी।",
  firstPooja: "अपनी पहली पूजा बुक करें",
  markAll: "सभी को पढ़ा हुआ चिह्नित करें",
  markAllFailed: "हम इन्हें पढ़ा हुआ चिह्नित नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
  loading: "लोड हो रहा है…",
  loadMore: "और दिखाएँ",
  messageSettings: "ईमेल, SMS और WhatsApp की सेटिंग",
});
