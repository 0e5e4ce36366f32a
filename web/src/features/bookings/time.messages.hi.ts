import { translate } from "@/lib/i18n/define-messages";
import type { bookingTimeMessages } from "./time.messages";

export default translate<typeof bookingTimeMessages>("bookings.time", {
  heading: "कब",
  addToCalendar: "कैलेंडर में जोड़ें",
  change: "समय बदलें",
  changeHint: "इसे इसी सेवा के किसी दूसरे खाली समय पर ले जाएँ। दोबारा भुगतान नहीं करना होगा।",
  changeClosed: "मुफ़्त रद्द करने का समय बीत चुका है: दूसरा समय चाहिए तो मेज़बान से पूछें।",
  propose: "नया समय सुझाएँ",
  proposeHint: "भक्त इसे स्वीकार करेंगे या पुराना समय रखेंगे।",
  date: "तारीख़",
  moveTo: "बुकिंग का समय बदलें",
  send: "सुझाव भेजें",
  moving: "सहेजा जा रहा है…",
  close: "यही समय रखें",
  pickTime: "कोई समय चुनें।",
  moved: "बुकिंग का समय बदल गया है।",
  proposed: "आपका सुझाव भेज दिया गया है।",
  accepted: "बुकिंग नए समय पर हो गई है।",
  declined: "आपने पुराना समय रखा है।",
  notChanged: "समय नहीं बदला",
  proposal: (host: string, time: string) => `${host} इसकी जगह ${time} सुझाते हैं।`,
  yourProposal: (time: string) => `आपने ${time} सुझाया है; भक्त ने अभी जवाब नहीं दिया है।`,
  accept: "नया समय स्वीकार करें",
  keep: "पुराना समय रखें",
  timeline: {
    moved: (time: string) => `${time} पर किया गया`,
    proposed: (time: string) => `नया समय सुझाया गया: ${time}`,
    accepted: (time: string) => `नया समय स्वीकार: ${time}`,
    declined: "पुराना समय रखा गया",
  },
});
