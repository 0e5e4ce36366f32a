import { translate } from "@/lib/i18n/define-messages";
import type { serverErrorMessages } from "./server-error.messages";

export default translate<typeof serverErrorMessages>("server-error", {
  tooManyRequests: "बहुत सारे अनुरोध आ गए हैं। कुछ देर बाद फिर कोशिश करें।",
  refused: "यह अनुरोध स्वीकार नहीं हुआ। कृपया इसे जाँचकर फिर कोशिश करें।",
  slotTaken: "यह समय अभी-अभी किसी और ने बुक कर लिया है। कृपया नीचे दिए खाली समयों में से कोई दूसरा चुनें।",
  notFound: "यह हमें नहीं मिला। हो सकता है इसे हटा लिया गया हो; वापस जाकर कोई दूसरा चुनें।",
  sessionEnded: "आपका सत्र समाप्त हो गया है। फिर से लॉग इन करें और एक बार और कोशिश करें।",
  unreachable: "भक्ति सेतु से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
  offline: "आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: जुड़ने के बाद फिर से कोशिश करें।",
});
