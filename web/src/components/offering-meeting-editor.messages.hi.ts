import { translate } from "@/lib/i18n/define-messages";
import type { offeringMeetingMessages } from "./offering-meeting-editor.messages";

export default translate<typeof offeringMeetingMessages>("offering-meeting", {
  label: "सत्र:",
  kinds: {
    private_room: "हर बुकिंग के लिए निजी वीडियो कक्ष",
    video_link: "आपका अपना वीडियो लिंक",
    phone_call: "आप श्रद्धालु को फ़ोन करेंगे",
  },
  atAddress: "सत्र: पते पर (व्यक्तिगत रूप से)",
  change: "सत्र का तरीका बदलें",
  title: "सत्र कैसे होंगे?",
  description: "बुकिंग की पुष्टि के बाद, शुरू होने से 15 मिनट पहले से श्रद्धालु जुड़ने का तरीका देखते हैं।",
  legend: "ऑनलाइन सत्र",
  hints: {
    private_room: "हर बुकिंग के लिए ऐसे नाम का Jitsi Meet कक्ष बनता है जिसका अनुमान कोई नहीं लगा सकता।",
    video_link: "आपका Google Meet, Zoom या WhatsApp वीडियो लिंक, हर बुकिंग के लिए एक ही।",
    phone_call: "श्रद्धालु बुकिंग के समय फ़ोन नंबर देते हैं, और आप उस पर कॉल करते हैं।",
  },
  link: "वीडियो लिंक",
  linkHint: "https:// से शुरू होता है",
  notHttps: "https:// से शुरू होने वाला लिंक लिखें",
  ownSite: "अपनी वीडियो कॉल का लिंक लिखें, इस साइट का कोई पेज नहीं",
  loadingLink: "आपका लिंक लोड हो रहा है",
  save: "सहेजें",
  cancel: "रद्द करें",
  saved: "सत्र का तरीका सहेज लिया गया",
});
