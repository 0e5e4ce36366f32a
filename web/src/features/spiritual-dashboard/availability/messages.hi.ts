import { translate } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";
import type { availabilityMessages } from "./messages";

export default translate<typeof availabilityMessages>("spiritual-dashboard.availability", {
  heading: "उपलब्धता",
  loading: "आपकी उपलब्धता लोड हो रही है",
  noHours: "श्रद्धालु अभी आपको बुक नहीं कर सकते: कम से कम एक दिन के वे घंटे जोड़ें जब आप उपलब्ध हैं।",
  profileFirst: {
    before: "पहले अपनी ",
    link: "प्रोफ़ाइल",
    after: " पूरी करें; फिर वे घंटे तय करें जिनमें श्रद्धालु आपको बुक कर सकें।",
  },
  weekly: {
    heading: "साप्ताहिक समय",
    weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
    closed: "बंद",
    remove: (day: string, hours: string) => `${day} ${hours} हटाएँ`,
    day: "दिन",
    from: "से",
    until: "तक",
    add: "समय जोड़ें",
    startRequired: "शुरू होने का समय लिखें",
    endRequired: "खत्म होने का समय लिखें",
    endAfterStart: "खत्म होने का समय शुरू के बाद रखें; आधी रात के बाद के घंटों के लिए दूसरा समय जोड़ें",
    overlap: "ये घंटे उस दिन के आपके पहले से तय घंटों से टकराते हैं",
  },
  daysOff: {
    heading: "छुट्टी के दिन",
    none: "कोई छुट्टी तय नहीं है।",
    remove: (day: string) => `${day} की छुट्टी हटाएँ`,
    removeButton: "हटाएँ",
    day: "छुट्टी का दिन",
    reason: "कारण (केवल आप देखेंगे)",
    add: "छुट्टी जोड़ें",
    chooseDate: "तारीख चुनें",
    reasonTooLong: "कारण 300 अक्षरों से कम रखें",
    notPast: "आज या आगे का कोई दिन चुनें",
  },
  rules: {
    heading: "बुकिंग के नियम",
    saved: "बुकिंग के नियम सहेज लिए गए",
    buffer: "दो बुकिंग के बीच का अंतर (मिनट)",
    horizon: "श्रद्धालु कितने दिन आगे तक बुक कर सकें",
    zone: "आपके घंटों का समय क्षेत्र",
    save: "नियम सहेजें",
    bufferRange: "0 से 240 मिनट लिखें",
    horizonRange: "1 से 365 दिन लिखें",
  },
  calendar: {
    heading: "अगले दो सप्ताह",
    loading: "आपका कैलेंडर लोड हो रहा है",
    dayOff: "छुट्टी",
    bookingsOn: (day: string) => `${day} की बुकिंग`,
    noFreeHour: "कोई घंटा खाली नहीं",
    free: (count: number, times: string) => `${formatCount(count)} घंटे खाली: ${times} IST`,
  },
});
