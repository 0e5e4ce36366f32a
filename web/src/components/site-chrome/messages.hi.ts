import { translate } from "@/lib/i18n/define-messages";
import type { siteChromeMessages } from "./messages";

export default translate<typeof siteChromeMessages>("site-chrome", {
  mainNav: "मुख्य",
  liveDarshan: "लाइव दर्शन",
  gurus: "गुरु",
  about: "परिचय",
  tagline: "आपका आध्यात्मिक द्वार",
  location: "दिल्ली, भारत",
  quickLinks: "त्वरित लिंक",
  quickLinkItems: ["लाइव दर्शन", "पूजा बुक करें", "गुरु खोजें", "मंदिर देखें", "त्योहार"],
  services: "सेवाएँ",
  serviceItems: [
    "ऑनलाइन संकल्प",
    "घर पर पूजा",
    "चढ़ावा और प्रसाद",
    "वर्चुअल दीया और आरती",
    "सेवा और दान",
    "AI आध्यात्मिक मार्गदर्शक",
  ],
  company: "कंपनी",
  aboutUs: "हमारे बारे में",
  privacyPolicy: "गोपनीयता नीति",
  termsOfUse: "उपयोग की शर्तें",
  contactUs: "संपर्क करें",
  register: "गुरु या मंदिर के रूप में पंजीकरण करें",
  rightsReserved: "सर्वाधिकार सुरक्षित।",
  display: "भाषा और अक्षर का आकार",
  largeText: "बड़े अक्षर",
});
