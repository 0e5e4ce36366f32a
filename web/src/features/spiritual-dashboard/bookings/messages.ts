import { defineMessages } from "@/lib/i18n/define-messages";

export const providerBookingsMessages = defineMessages("spiritual-dashboard.bookings", {
  heading: "Bookings",
  loading: "Loading your bookings",
  /** "Complete your [profile] and add a [service]; …": the links are `profile` and `service`. */
  setup: {
    before: "Complete your ",
    profile: "profile",
    between: " and add a ",
    service: "service",
    after: "; devotees' requests then arrive here.",
  },
  tabs: { requested: "Requested", upcoming: "Upcoming", past: "Past" },
  empty: {
    requested: "No requests waiting. New requests from devotees appear here.",
    upcoming: "No confirmed bookings coming up. Confirm a request and it moves here.",
    past: "No past bookings yet.",
  },
  loadMore: "Load more",
  confirm: "Confirm",
  decline: "Decline",
  markCompleted: "Mark completed",
  /** Read with the booking's title: "Cancel: Havan". */
  cancel: "Cancel",
  cancelBooking: "Cancel booking",
  markedCompleted: "Marked completed",
  notChanged: "Not changed",
  card: {
    online: "Online",
    inPerson: "In person",
    paid: "Paid",
    devotee: "Devotee",
    notGiven: "Not given",
    price: "Price",
    phone: "Phone",
    address: "Address",
    note: "The devotee's note",
    reply: "Your reply",
    cancelledByYou: "Cancelled by you",
    cancelledByDevotee: "Cancelled by the devotee",
  },
});
