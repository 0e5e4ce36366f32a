import { defineMessages } from "@/lib/i18n/define-messages";

export const earningsMessages = defineMessages("spiritual-dashboard.earnings", {
  heading: "Earnings",
  loading: "Loading your earnings",
  intro:
    "Completed bookings by month. Only money received counts as earned: paid online, by UPI you confirmed, or marked paid after a home pooja.",
  /** "No completed bookings yet. … on [Bookings].": `link` is the link. */
  empty: {
    before: "No completed bookings yet. Earnings appear here once you mark a booking completed on ",
    link: "Bookings",
    after: ".",
  },
  received: (month: string, amount: string) => `${month}: ${amount} received`,
  unpaid: (amount: string) => `${amount} not paid yet`,
  notPaidYet: " · not paid yet",
  exportCsv: "Export CSV",
  csv: {
    header: ["Date (IST)", "Service", "Devotee", "Mode", "Amount (INR)", "Paid"],
    modes: { online: "online", offline: "offline" },
    paid: "yes",
    unpaid: "not yet",
  },
});
