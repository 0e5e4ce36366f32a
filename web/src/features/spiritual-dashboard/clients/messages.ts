import { defineMessages } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";

export const clientsMessages = defineMessages("spiritual-dashboard.clients", {
  heading: "Clients",
  loading: "Loading your clients",
  /** "No clients yet. Devotees who book your [services] appear here.": `link` is the link. */
  empty: {
    before: "No clients yet. Devotees who book your ",
    link: "services",
    after: " appear here.",
  },
  summary: (bookings: number, completed: number) =>
    `${formatCount(bookings)} booking${bookings === 1 ? "" : "s"}, ${formatCount(completed)} completed`,
  showMore: "Show more",
});
