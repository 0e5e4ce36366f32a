import { translate } from "@/lib/i18n/define-messages";
import type { bookingDecisionMessages } from "./reason-dialog.messages";

export default translate<typeof bookingDecisionMessages>("booking-decisions", {
  dialogs: {
    confirm: {
      title: "इस बुकिंग की पुष्टि करें?",
      description: "श्रद्धालु को तुरंत बताया जाएगा; चाहें तो एक संदेश जोड़ें।",
      confirmLabel: "बुकिंग की पुष्टि करें",
      done: "बुकिंग की पुष्टि हो गई",
    },
    decline: {
      title: "यह बुकिंग अस्वीकार करें?",
      description: "श्रद्धालु आपका कारण पढ़ेंगे; यह समय फिर से खाली हो जाएगा।",
      confirmLabel: "बुकिंग अस्वीकार करें",
      done: "बुकिंग अस्वीकार की गई",
    },
    cancel: {
      title: "यह बुकिंग रद्द करें?",
      description: "श्रद्धालु आपका कारण पढ़ेंगे और उन्हें पूरा पैसा लौटा दिया जाएगा।",
      confirmLabel: "बुकिंग रद्द करें",
      done: "बुकिंग रद्द की गई",
    },
  },
  reason: {
    missing: "ऐसा कारण लिखें जिसे श्रद्धालु पढ़ेंगे",
    optionalLabel: "श्रद्धालु के लिए संदेश (वैकल्पिक)",
    label: "कारण",
    back: "वापस",
  },
});
