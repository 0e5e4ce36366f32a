import { translate } from "@/lib/i18n/define-messages";
import type { messageSettingsMessages } from "./messages";

export default translate<typeof messageSettingsMessages>("message-settings", {
  heading: "संदेश",
  intro:
    "चुनें कि हम आपको आपकी बुकिंग, रिमाइंडर और भुगतान के बारे में कहाँ बताएँ। ऐप की घंटी में सब कुछ हमेशा दिखता है।",
  loading: "आपकी संदेश सेटिंग लोड हो रही है",
  channels: "हम आपसे कहाँ संपर्क करें",
  email: "ईमेल",
  emailTo: (address: string) => `${address} पर`,
  noEmail: "आपके खाते में कोई ईमेल पता नहीं है।",
  sms: "SMS",
  whatsapp: "WhatsApp",
  phone: "मोबाइल नंबर",
  phoneHint: "जैसे +91 98765 43210 या 98765 43210।",
  phoneNeeded: "SMS या WhatsApp पर संदेश पाने के लिए मोबाइल नंबर जोड़ें।",
  topics: "हम आपको किस बारे में बताएँ",
  bookings: "बुकिंग",
  bookingsHint: "अनुरोध, पक्की, अस्वीकार, रद्द, पैसे वापस या समय बदला।",
  reminders: "रिमाइंडर",
  remindersHint: "किसी बुकिंग या जिस सत्र का आपने रिमाइंडर लगाया है, उससे पहले।",
  payments: "भुगतान और रसीदें",
  paymentsHint: "दान की रसीदें और पैसे की वापसी।",
  verification: "सत्यापन के निर्णय",
  verificationHint: "गुरु, पंडित जी और मंदिरों के लिए: जब आपकी प्रोफ़ाइल की जाँच हो।",
  rules:
    "SMS और WhatsApp पर केवल आपके अपने खाते से जुड़े संदेश आते हैं। रात 9 बजे से सुबह 8 बजे (IST) तक कोई संदेश नहीं भेजा जाता, सिवाय सुबह 8 बजे से पहले की किसी चीज़ के रिमाइंडर के। संदेश बंद करने के लिए किसी भी SMS के जवाब में STOP भेजें, फिर शुरू करने के लिए START।",
  optedOut: (channels: string) =>
    `आपने ${channels} पर STOP भेजा था, इसलिए वहाँ कोई संदेश नहीं भेजा जाता। फिर से संदेश पाने के लिए हमारे किसी संदेश के जवाब में START भेजें।`,
  save: "सहेजें",
  saving: "सहेजा जा रहा है…",
  saved: "आपकी संदेश सेटिंग सहेज दी गई है",
});
