import { translate } from "@/lib/i18n/define-messages";
import type { providerBookingsMessages } from "./messages";

export default translate<typeof providerBookingsMessages>("spiritual-dashboard.bookings", {
  heading: "बुकिंग",
  loading: "आपकी बुकिंग लोड हो रही हैं",
  setup: {
    before: "अपनी ",
    profile: "प्रोफ़ाइल",
    between: " पूरी करें और एक ",
    service: "सेवा",
    after: " जोड़ें; फिर श्रद्धालुओं के अनुरोध यहाँ आएँगे।",
  },
  tabs: { requested: "अनुरोध", upcoming: "आने वाली", past: "बीती हुई" },
  empty: {
    requested: "कोई अनुरोध बाकी नहीं है। श्रद्धालुओं के नए अनुरोध यहाँ दिखेंगे।",
    upcoming: "आगे की कोई पक्की बुकिंग नहीं है। किसी अनुरोध की पुष्टि करें, वह यहाँ आ जाएगा।",
    past: "अभी तक कोई पुरानी बुकिंग नहीं है।",
  },
  loadMore: "और दिखाएँ",
  confirm: "पुष्टि करें",
  decline: "अस्वीकार करें",
  markCompleted: "पूरी हुई चिह्नित करें",
  cancel: "रद्द करें",
  cancelBooking: "बुकिंग रद्द करें",
  markedCompleted: "पूरी हुई चिह्नित की गई",
  notChanged: "बदलाव नहीं हुआ",
  card: {
    online: "ऑनलाइन",
    inPerson: "प्रत्यक्ष",
    paid: "भुगतान हो गया",
    devotee: "श्रद्धालु",
    notGiven: "नहीं दिया",
    price: "कीमत",
    phone: "फ़ोन",
    address: "पता",
    note: "भक्त का संदेश",
    reply: "आपका उत्तर",
    cancelledByYou: "आपने रद्द की",
    cancelledByDevotee: "श्रद्धालु ने रद्द की",
  },
});
