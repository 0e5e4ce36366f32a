import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { prayMessages } from "./messages";

export default translate<typeof prayMessages>("pray", {
  title: "प्रार्थना करें और सेवा में सहयोग दें",
  intro:
    "किसी सत्यापित मंदिर के सेवा कार्यक्रम में UPI या कार्ड से दान दें। टैक्स रसीद के लिए अपना PAN जोड़ें; भुगतान हुए हर दान की क्रमांकित रसीद आप डाउनलोड कर सकते हैं।",
  programs: "सेवा कार्यक्रम",
  loadingPrograms: "सेवा कार्यक्रम लोड हो रहे हैं",
  noPrograms:
    "अभी कोई सेवा कार्यक्रम खुला नहीं है। मंदिर खोजें और किसी को फ़ॉलो करें, ताकि नई सेवा शुरू होने की ख़बर आपको मिले।",
  morePrograms: "और कार्यक्रम दिखाएँ",
  oneTemple: "एक मंदिर के सेवा कार्यक्रम दिखाए जा रहे हैं।",
  allTemples: "सभी मंदिरों के कार्यक्रम देखें",
  myPledges: "मेरे दान-संकल्प",
  example: "उदाहरण",
  promoted: "प्रचारित",
  examplePledge: "यह एक उदाहरण कार्यक्रम है: दान के संकल्प सत्यापित मंदिरों के कार्यक्रमों में जाते हैं।",
  pledgeTo: (title: string) => `${title} के लिए दान का संकल्प लें`,
  dialogTitle: (title: ReactNode): ReactNode => [title, " के लिए दान का संकल्प लें"],
  pledge: "दान का संकल्प लें",
  dialogHint: "आपका संकल्प अभी दर्ज होता है; भुगतान जल्द यहीं खुलेगा।",
  form: {
    ready: (amount: string) =>
      `${amount} का आपका दान भुगतान के लिए तैयार है। अभी तक कोई राशि नहीं कटी है।`,
    suggested: "सुझाई गई राशियाँ",
    amount: "राशि (रुपये में)",
    amountHint: "या कोई भी राशि लिखें।",
    pan: "PAN (वैकल्पिक)",
    panHint: "धारा 80G के तहत टैक्स रसीद के लिए, जैसे ABCDE1234F।",
    donorName: "रसीद पर नाम (वैकल्पिक)",
    donorNameHint: "खाली छोड़ने पर आपकी प्रोफ़ाइल का नाम लिया जाएगा।",
    dedication: "समर्पण (वैकल्पिक)",
    dedicationHint: "जैसे किसी प्रियजन की स्मृति में।",
    recording: "दर्ज हो रहा है…",
    submit: "मेरा संकल्प दर्ज करें",
  },
  errors: {
    wholeRupees: "रुपयों की पूरी संख्या लिखें, जैसे 1001",
    smallest: "सबसे छोटा संकल्प ₹1 का है",
    largest: "₹1 करोड़ से बड़े दान मंदिर के साथ सीधे तय होते हैं",
    pan: "PAN में पाँच अक्षर, चार अंक और फिर एक अक्षर होता है, जैसे ABCDE1234F",
    max120: "अधिकतम 120 अक्षर",
    max500: "अधिकतम 500 अक्षर",
  },
  statuses: {
    pending: "भुगतान बाकी",
    paid: "भुगतान हो गया",
    failed: "भुगतान विफल",
    refunded: "राशि लौटाई गई",
  },
  receipt: "रसीद (PDF)",
  downloadReceipt: (number: string) => `रसीद ${number} डाउनलोड करें`,
  upiSent: "UPI भुगतान भेज दिया गया; मंदिर इसकी पुष्टि करेगा।",
  loadingPledges: "आपके संकल्प लोड हो रहे हैं",
  noPledges: "आपने अभी कोई संकल्प नहीं लिया है। ऊपर कोई सेवा कार्यक्रम चुनें और “दान का संकल्प लें” दबाएँ।",
  statement: "इस वर्ष का विवरण (PDF)",
  aProgram: "एक सेवा कार्यक्रम",
  amountTo: (amount: string, program: ReactNode): ReactNode => [program, ` को ${amount}`],
  morePledges: "और संकल्प दिखाएँ",
});
