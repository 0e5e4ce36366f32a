import { formatCount } from "@/lib/format";
import { translate } from "@/lib/i18n/define-messages";
import type { communityMessages } from "./messages";

export default translate<typeof communityMessages>("temple-admin.community", {
  heading: "समुदाय",
  followerCount: (_count: number) => "अनुयायी",
  followers: "अनुयायी",
  privacy: "आप हर अनुयायी की प्रोफ़ाइल का नाम और वे कब से जुड़े हैं, यह देखते हैं; उनका ईमेल और फ़ोन निजी रहता है।",
  loading: "अनुयायी लोड हो रहे हैं",
  none: "अभी कोई अनुयायी नहीं है। सत्यापन के बाद भक्त एक्सप्लोर पर मंदिर के पेज से उसे फ़ॉलो करते हैं; उन्हें जुड़ने का कारण देने के लिए कोई कार्यक्रम या सेवा कार्यक्रम प्रकाशित करें।",
  since: (date: string) => `${date} से जुड़े हैं`,
  loadMore: "और अनुयायी दिखाएँ",
  notify: {
    button: "सूचना भेजें",
    check: "जाँचें और भेजें",
    title: "अपने अनुयायियों को सूचना भेजें",
    receive: (count: number) =>
      `${formatCount(count)} अनुयायियों को यह ऐप में और ईमेल से मिलेगी। आप दिन में तीन सूचनाएँ भेज सकते हैं।`,
    preview: "पूर्वावलोकन",
    edit: "बदलें",
    sent: "सूचना भेज दी गई",
    willReceive: (count: number) => `${formatCount(count)} अनुयायियों को यह मिलेगी।`,
    send: "अनुयायियों को भेजें",
    titleLabel: "शीर्षक",
    message: "संदेश",
  },
  errors: {
    title: "शीर्षक लिखें",
    titleLength: "शीर्षक 120 अक्षरों से छोटा रखें",
    body: "संदेश लिखें",
    bodyLength: "संदेश 1000 अक्षरों से छोटा रखें",
  },
});
