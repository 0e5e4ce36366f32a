import { defineMessages } from "@/lib/i18n/define-messages";

/** How an offering's sessions happen, as its host chooses it on /services and temple poojas. */
export const offeringMeetingMessages = defineMessages("offering-meeting", {
  label: "Sessions:",
  kinds: {
    private_room: "A private video room for each booking",
    video_link: "Your own video link",
    phone_call: "You call the devotee's phone",
  },
  atAddress: "Sessions: at the address (offline)",
  change: "Change how sessions happen",
  title: "How do sessions happen?",
  description:
    "Devotees see the way to join once you confirm their booking, from 15 minutes before the start.",
  legend: "Online sessions",
  hints: {
    private_room: "A Jitsi Meet room with a name nobody can guess is made for each booking.",
    video_link: "Your Google Meet, Zoom or WhatsApp video link, the same for every booking.",
    phone_call: "The devotee gives a phone number when booking, and you call it.",
  },
  link: "Video link",
  linkHint: "Starts with https://",
  notHttps: "Enter a link that starts with https://",
  ownSite: "Enter the link of your video call, not a page of this site",
  loadingLink: "Loading your link",
  save: "Save",
  cancel: "Cancel",
  saved: "Saved how sessions happen",
});
