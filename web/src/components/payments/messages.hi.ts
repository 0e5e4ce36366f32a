import { translate } from "@/lib/i18n/define-messages";
import type { payActionMessages } from "./messages";

export default translate<typeof payActionMessages>("pay-actions", {
  preparing: "तैयार हो रहा है…",
  pay: (amount: string) => `${amount} का भुगतान करें`,
  received: "भुगतान मिल गया। धन्यवाद।",
  opening: "भुगतान खुल रहा है…",
  upiThanks: ["धन्यवाद। पैसे पहुँचने पर ", " आपके UPI भुगतान की पुष्टि करेंगे।"],
  returnNotice: {
    captured: "भुगतान मिल गया। धन्यवाद।",
    failed: "भुगतान नहीं हो सका और कोई पैसा नहीं कटा। आप फिर से कोशिश कर सकते हैं।",
    abandoned: "भुगतान नहीं हुआ। जब चाहें, तब भुगतान कर सकते हैं।",
  },
  upi: {
    referenceInvalid: "आपके UPI ऐप में दिखी संदर्भ संख्या (यूटीआर) लिखें: आमतौर पर 12 अंक।",
    title: (amount: string) => `UPI से ${amount} का भुगतान करें`,
    payee: ["", " (", ") को। किसी भी UPI ऐप से कोड स्कैन करें, या इसी फ़ोन पर अपना UPI ऐप खोलें।"],
    qrAlt: (payee: string) => `${payee} को भुगतान का UPI QR कोड`,
    openApp: "UPI ऐप खोलें",
    form: "भुगतान कर दिया",
    reference: "UPI संदर्भ संख्या (यूटीआर)",
    referenceHint: "भुगतान के बाद आपका UPI ऐप इसे दिखाता है। पाने वाले इसे अपने खाते से मिलाते हैं।",
    paid: "मैंने भुगतान कर दिया",
  },
});
