import { defineMessages } from "@/lib/i18n/define-messages";

/** When a booking happens, adding it to a calendar, and moving it to another time. */
export const bookingTimeMessages = defineMessages("bookings.time", {
  heading: "When",
  addToCalendar: "Add to calendar",
  change: "Change time",
  changeHint: "Move it to another free time of the same offering. Nothing is paid again.",
  changeClosed: "The free cancellation window has closed: ask the host if you need another time.",
  propose: "Propose a new time",
  proposeHint: "The devotee accepts it or keeps the original time.",
  date: "Date",
  moveTo: "Move booking",
  send: "Send proposal",
  moving: "Saving…",
  close: "Keep this time",
  pickTime: "Choose a time.",
  moved: "The booking has moved.",
  proposed: "Your proposal is sent.",
  accepted: "The booking has moved to the new time.",
  declined: "You kept the original time.",
  notChanged: "The time was not changed",
  proposal: (host: string, time: string) => `${host} proposes ${time} instead.`,
  yourProposal: (time: string) => `You proposed ${time}; the devotee has not answered yet.`,
  accept: "Accept new time",
  keep: "Keep original time",
  timeline: {
    moved: (time: string) => `Moved to ${time}`,
    proposed: (time: string) => `New time proposed: ${time}`,
    accepted: (time: string) => `New time accepted: ${time}`,
    declined: "Original time kept",
  },
});
