import { translate } from "@/lib/i18n/define-messages";
import type { devoteeDashboardMessages } from "./messages";

export default translate<typeof devoteeDashboardMessages>("devotee-dashboard", {
  welcome: ["स्वागत है, ", ""],
  devotee: "भक्त",
  intro: "आज भी अपनी आध्यात्मिक यात्रा जारी रखें।",
  services: "सेवाएँ",
  tiles: {
    explore: { title: "खोजें", description: "मंदिर, कार्यक्रम, त्योहार और आध्यात्मिक शिविर" },
    connect: { title: "कनेक्ट", description: "गुरुओं और पंडितों से चैट, वीडियो या ऑडियो" },
    book: { title: "बुक करें", description: "घर पर पूजा, ऑनलाइन संकल्प, कथा और मंदिर की पूजा" },
    live: { title: "लाइव", description: "आरती, दर्शन, प्रवचन और भजन" },
    pray: { title: "प्रार्थना", description: "चढ़ावा, वर्चुअल दीया और आरती, प्रसाद की डिलीवरी" },
    courses: { title: "पाठ्यक्रम", description: "शास्त्र और साधना सीखें" },
  },
  example: "उदाहरण",
  sampleStatuses: { Confirmed: "पुष्टि हो गई", Booked: "बुक हो गई" },
  bookings: {
    title: "हाल की बुकिंग",
    loading: "आपकी बुकिंग लोड हो रही हैं",
    exampleNote: "आपकी बुकिंग कुछ इस तरह दिखेंगी।",
    exampleList: "उदाहरण बुकिंग",
    dateAt: (date: string, time: string) => `${date}, ${time}`,
    bookFirst: "अपनी पहली पूजा बुक करें",
    all: "सभी बुकिंग",
  },
  activities: {
    title: "आज की गतिविधियाँ",
    loading: "आज की गतिविधियाँ लोड हो रही हैं",
    nothingToday: "आज आपके लिए कुछ तय नहीं है। आपका दिन कुछ इस तरह दिखेगा।",
    exampleList: "उदाहरण गतिविधियाँ",
    findEvent: "मंदिर का कोई कार्यक्रम खोजें",
    online: "ऑनलाइन",
    inPerson: "व्यक्तिगत रूप से",
    templeEvent: "मंदिर कार्यक्रम",
    live: (title: string) => `${title} (लाइव)`,
  },
});
