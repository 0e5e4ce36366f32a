import { translate } from "@/lib/i18n/define-messages";
import type { bookingSessionMessages } from "./session.messages";

export default translate<typeof bookingSessionMessages>("bookings.session", {
  heading: "सत्र में जुड़ना",
  loading: "सत्र की जगह लोड हो रही है",
  join: "जुड़ें",
  opensInNewTab: "(नए टैब में खुलता है)",
  privateRoom: "इस बुकिंग के लिए बना निजी वीडियो कक्ष।",
  ownLink: (host: string) => `${host} की वीडियो कॉल।`,
  joinOpensAt: (time: string) => `आप ${time} से जुड़ सकते हैं, शुरू होने से 15 मिनट पहले।`,
  ended: "यह सत्र समाप्त हो गया है।",
  hostCallsYou: (host: string, phone: string) => `${host} आपको ${phone} पर कॉल करेंगे।`,
  youCallDevotee: (devotee: string) => `${devotee} को इस नंबर पर कॉल करें:`,
  theDevotee: "श्रद्धालु",
  atAddress: "पते पर:",
  inPerson: "व्यक्तिगत रूप से, मेज़बान से तय किए अनुसार।",
  change: {
    label: "दूसरा वीडियो लिंक",
    hint: "Google Meet, Zoom या WhatsApp का https:// लिंक। श्रद्धालु को बताया जाएगा।",
    save: "यह लिंक रखें",
    newRoom: "नया निजी कक्ष बनाएँ",
    done: "श्रद्धालु को नए लिंक के बारे में बता दिया गया",
    notHttps: "https:// से शुरू होने वाला लिंक लिखें",
    ownSite: "अपनी वीडियो कॉल का लिंक लिखें, इस साइट का कोई पेज नहीं",
    failed: "लिंक नहीं बदला",
  },
  paid: "भुगतान हो गया",
  callHint: "मेज़बान बुक किए गए समय पर आपको इसी नंबर पर कॉल करेंगे।",
  host: {
    heading: "आपका उत्तर",
    confirm: "पुष्टि करें",
    decline: "अस्वीकार करें",
    markCompleted: "पूरी हुई चिह्नित करें",
    cancel: "बुकिंग रद्द करें",
    markedCompleted: "पूरी हुई चिह्नित की गई",
    notChanged: "बदलाव नहीं हुआ",
  },
  timeline: {
    messageFrom: (host: string, message: string) => `${host} का संदेश: ${message}`,
    meetingChanged: "मीटिंग लिंक बदला",
    meetingChangedNote: "मेज़बान ने सत्र की जगह बदल दी है।",
  },
});
