import type { ReactNode } from "react";
import { translate } from "@/lib/i18n/define-messages";
import type { notificationKindMessages } from "./kinds.messages";

export default translate<typeof notificationKindMessages>("notification-kinds", {
  booking_requested: "बुकिंग का नया अनुरोध",
  booking_confirmed: "आपकी बुकिंग पक्की हो गई है",
  booking_declined: "आपकी बुकिंग स्वीकार नहीं हुई",
  booking_cancelled: "एक बुकिंग रद्द हो गई",
  booking_completed: "आपका अनुभव कैसा रहा?",
  booking_expired: "आपके बुकिंग अनुरोध का समय निकल गया",
  booking_rescheduled: "एक बुकिंग का समय बदला गया",
  booking_time_proposed: "आपकी बुकिंग के लिए नया समय सुझाया गया है",
  booking_time_accepted: "भक्त ने नया समय स्वीकार किया",
  booking_time_declined: "भक्त ने पुराना समय रखा",
  booking_meeting_changed: "आपकी बुकिंग का मीटिंग लिंक बदल गया है",
  review_reply: "आपकी समीक्षा का जवाब आया है",
  report_warning: "प्रशासकों की ओर से चेतावनी",
  review_removed: "आपकी समीक्षा हटा दी गई",
  live_reminder: (session: ReactNode) => <>15 मिनट में शुरू: {session}</>,
  live_started: (session: ReactNode) => <>अभी लाइव: {session}</>,
  booking_reminder: {
    title: (booking: ReactNode, hours: number) => (
      <>
        याद दिलाना: {booking} {hours === 1 ? "1 घंटे में" : `${hours} घंटे में`}
      </>
    ),
    body: (when: string) => `${when} पर शुरू।`,
  },
  event_reminder: {
    title: (event: ReactNode) => <>कल: {event}</>,
    body: (temple: ReactNode, when: string) => (
      <>
        {temple} में, {when}।
      </>
    ),
  },
  course_enrolled: {
    title: (course: ReactNode) => <>{course} में एक भक्त ने नामांकन किया</>,
    body: (devotee: ReactNode) => <>{devotee} की सीट पक्की है।</>,
  },
  course_cancelled: {
    title: (course: ReactNode) => <>रद्द: {course}</>,
    body: "शिक्षक ने यह पाठ्यक्रम रद्द कर दिया है। यदि आपने भुगतान किया था, तो पूरी राशि लौटाई जाएगी।",
  },
  course_reminder: {
    title: (course: ReactNode, hours: number) => (
      <>
        याद दिलाना: {course} {hours === 1 ? "1 घंटे" : `${hours} घंटे`} में
      </>
    ),
    body: (when: string) => `सत्र ${when} शुरू होगा। जुड़ने का लिंक आपकी बुकिंग में है।`,
  },
  event_cancelled: {
    title: (event: ReactNode) => <>रद्द: {event}</>,
    body: "मंदिर ने यह कार्यक्रम रद्द कर दिया है। आपका पंजीकरण वापस ले लिया गया है।",
  },
  pooja_recording: {
    title: "आपकी पूजा संपन्न हो गई",
    body: (booking: ReactNode) => <>रिकॉर्डिंग देखें: {booking}</>,
  },
  temple_invitation: {
    title: (temple: ReactNode) => <>{temple} ने आपको अपने गुरुओं में जुड़ने का निमंत्रण भेजा है</>,
    body: "इसे मंदिर पेज पर स्वीकार या अस्वीकार करें।",
  },
  offering_authorised: (temple: ReactNode) => <>{temple} ने आपकी सेवा को मान्यता दी</>,
  verification_approved: {
    title: (subject: ReactNode) => <>{subject} का सत्यापन हो गया</>,
    provider: "अब भक्त आपको कनेक्ट पर ढूँढ सकते हैं।",
    temple: "अब भक्त आपके मंदिर को खोजें में ढूँढ सकते हैं।",
  },
  verification_rejected: {
    title: (subject: ReactNode) => <>{subject} का सत्यापन स्वीकार नहीं हुआ</>,
    body: (reason: ReactNode) => <>{reason} इसे ठीक करके फिर से भेजें।</>,
  },
  verification_suspended: {
    title: (subject: ReactNode) => <>{subject} निलंबित है</>,
    body: (reason: ReactNode) => <>{reason} फिर से बहाल होने तक भक्त इसे नहीं देख पाएँगे।</>,
  },
  verification_reinstated: {
    title: (subject: ReactNode) => <>{subject} फिर से सूची में है</>,
    body: "भक्त इसे फिर से देख सकते हैं।",
  },
  report_resolved: {
    title: "शिकायत भेजने के लिए धन्यवाद",
    actioned: "आपने जो बताया, हमने उसकी जाँच की और उस पर कार्रवाई की।",
    dismissed: "आपने जो बताया, हमने उसकी जाँच की; वह हमारे दिशानिर्देशों के भीतर है।",
  },
  payees: { provider: "गुरु या पुजारी", temple: "मंदिर" },
  refund_pending: {
    title: "आपका रिफ़ंड आ रहा है",
    body: (amount: string, title: ReactNode) => (
      <>
        {title} के {amount}। बैंक में दिखने में कुछ कार्य-दिवस लग सकते हैं।
      </>
    ),
  },
  refund_processed: "आपका रिफ़ंड हो गया",
  refund_due_to_payer: {
    title: "आपको रिफ़ंड मिलना है",
    body: (payee: string, amount: string, title: ReactNode) => (
      <>
        {title} के {amount} आपको {payee} सीधे लौटाएँगे।
      </>
    ),
  },
  refund_due_from_payee: {
    title: "भुगतान लौटाएँ",
    body: (amount: string, payer: ReactNode, title: ReactNode) => (
      <>
        {title} के {amount} {payer} को लौटाएँ, फिर इसे लौटाया हुआ चिह्नित करें।
      </>
    ),
  },
  refund_returned: {
    title: "आपका रिफ़ंड लौटा दिया गया",
    body: (payee: string, amount: string, title: ReactNode) => (
      <>
        {payee} के अनुसार {title} के {amount} लौटा दिए गए हैं। न मिले हों तो उन्हें बताएँ।
      </>
    ),
  },
  payment_received: "भुगतान मिला",
  payment_confirmed: "आपके UPI भुगतान की पुष्टि हो गई",
  amountFor: (amount: string, title: ReactNode) => (
    <>
      {title} के लिए {amount}
    </>
  ),
  upi_payment_sent: {
    title: "UPI भुगतान की पुष्टि करें",
    body: (payer: ReactNode, amount: string, title: ReactNode, reference: string) => (
      <>
        {payer} के अनुसार उन्होंने {title} के लिए UPI से {amount} भेजे हैं (संदर्भ {reference})। खाते में आ जाने पर
        इसकी पुष्टि करें।
      </>
    ),
  },
  upi_payment_not_received: {
    title: "आपका UPI भुगतान नहीं मिला",
    body: (amount: string, title: ReactNode, reference: string) => (
      <>
        {title} के लिए {amount} (संदर्भ {reference}) पाने वाले को नहीं मिले। अपने बैंक से पता करें, फिर दोबारा
        भुगतान करें।
      </>
    ),
  },
});
