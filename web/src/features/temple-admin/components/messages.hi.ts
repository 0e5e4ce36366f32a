import { formatCount } from "@/lib/format";
import { translate } from "@/lib/i18n/define-messages";
import type { templeComponentsMessages } from "./messages";

export default translate<typeof templeComponentsMessages>("temple-admin.components", {
  heading: "मंदिर डैशबोर्ड",
  loadingTemple: "आपका मंदिर लोड हो रहा है",
  loadingFigures: "मंदिर के आँकड़े लोड हो रहे हैं",
  example: "उदाहरण",
  exampleNote: " (उदाहरण)",
  edit: "बदलें",
  promote: "प्रचार करें",
  adminFeatures: "प्रबंधन की सुविधाएँ",
  quickActions: "त्वरित कार्य",
  actions: {
    sendNotification: "सूचना भेजें",
    goLive: "लाइव जाएँ",
    exportData: "डेटा डाउनलोड करें",
    featureEvent: "कार्यक्रम को आगे रखें",
  },
  actionDescriptions: {
    sendNotification: "अपने अनुयायियों को संदेश भेजें",
    goLive: "दर्शन या आरती लाइव दिखाएँ",
    exportData: "मंदिर के रिकॉर्ड डाउनलोड करें",
    featureEvent: "किसी कार्यक्रम को सबसे ऊपर दिखाएँ",
  },
  actionAlerts: {
    sendNotification: "सूचना की सुविधा जल्द आ रही है!",
    exportData: "मंदिर का डेटा डाउनलोड हो रहा है...",
    featureEvent: "कार्यक्रम को आगे रखने की सुविधा जल्द आ रही है!",
  },
  stats: "मंदिर के आँकड़े",
  followers: "अनुयायी",
  totalDonations: "कुल दान",
  activeEvents: "चालू कार्यक्रम",
  liveViewers: "लाइव दर्शक",
  donationsNote: "कुल दान में केवल चुकाया गया दान गिना जाता है, भुगतान की प्रतीक्षा वाले वचन नहीं।",
  donationsNotePledged: (amount: string) =>
    `कुल दान में केवल चुकाया गया दान गिना जाता है; ${amount} का वचन और है, जिसका भुगतान बाकी है।`,
  upcomingEvents: "आने वाले कार्यक्रम",
  upcomingList: "आने वाले कार्यक्रम",
  bookings: (count: number) => `${formatCount(count)} बुकिंग`,
  dateAt: (date: string, time: string) => `${date}, ${time}`,
  open: "खुला है",
  fillingFast: "तेज़ी से भर रहा है",
  activeSeva: "चालू सेवा कार्यक्रम",
  raised: (raised: string, goal: string) => `${goal} में से ${raised} जुटे`,
  progress: "की प्रगति",
  complete: (percent: number) => `${percent}% पूरा`,
  sponsors: (count: number) => `${formatCount(count)} प्रायोजक`,
  firstEvent: {
    title: "अपना पहला कार्यक्रम बनाएँ",
    text: "नीचे के कार्यक्रम और सेवा कार्यक्रम उदाहरण हैं। एक कार्यक्रम और एक सेवा कार्यक्रम बनाइए; भक्त उन्हें एक्सप्लोर पर पाएँगे।",
  },
  setUpProfile: {
    title: "मंदिर की प्रोफ़ाइल बनाएँ",
    text: "नीचे के आँकड़े उदाहरण हैं। मंदिर का नाम, देवता, पता और समय भरकर सत्यापन के लिए भेजें; फिर कार्यक्रम और सेवा कार्यक्रम जोड़ें।",
  },
  setUpFirst: "पहले अपने मंदिर की प्रोफ़ाइल बनाएँ",
  setUpFirstText:
    "कार्यक्रम, पूजाएँ और सेवा कार्यक्रम किसी मंदिर के होते हैं। मंदिर का नाम, देवता, पता और समय भरें, फिर उसे सत्यापन के लिए भेजें।",
  promoteDialog: {
    stop: "प्रचार रोकें",
    promote: "प्रचार करें",
    promotedFor: (days: number) => `${days} दिन के लिए प्रचार शुरू हुआ`,
    stopped: "प्रचार रोक दिया गया",
    forHowLong: "कितने समय के लिए",
    days: (days: number) => `${days} दिन`,
    stopNow: "प्रचार अभी रोकें",
  },
});
