import { defineMessages } from "@/lib/i18n/define-messages";

/** Where and how a booked session happens, and what its host does from the booking page. */
export const bookingSessionMessages = defineMessages("bookings.session", {
  heading: "Joining the session",
  loading: "Loading where the session happens",
  join: "Join",
  /** After the visible "Join", for screen readers. */
  opensInNewTab: "(opens in a new tab)",
  privateRoom: "A private video room made for this booking.",
  ownLink: (host: string) => `${host}'s video call.`,
  joinOpensAt: (time: string) => `You can join from ${time}, 15 minutes before the start.`,
  ended: "This session has ended.",
  hostCallsYou: (host: string, phone: string) => `${host} will call you at ${phone}.`,
  youCallDevotee: (devotee: string) => `Call ${devotee} at`,
  theDevotee: "the devotee",
  atAddress: "At the address:",
  inPerson: "In person, as agreed with the host.",
  change: {
    label: "Another video link",
    hint: "An https:// link from Google Meet, Zoom or WhatsApp. The devotee is told.",
    save: "Use this link",
    newRoom: "Make a new private room",
    done: "The devotee is told about the new link",
    notHttps: "Enter a link that starts with https://",
    ownSite: "Enter the link of your video call, not a page of this site",
    failed: "The link was not changed",
  },
  paid: "Paid",
  callHint: "The host will call you on this number at the booked time.",
  host: {
    heading: "Your answer",
    confirm: "Confirm",
    decline: "Decline",
    markCompleted: "Mark completed",
    cancel: "Cancel booking",
    markedCompleted: "Marked completed",
    notChanged: "Not changed",
  },
  timeline: {
    messageFrom: (host: string, message: string) => `Message from ${host}: ${message}`,
    meetingChanged: "Meeting link changed",
    meetingChangedNote: "The host changed where the session happens.",
  },
});
