import { formatCount } from "@/lib/format";
import { defineMessages } from "@/lib/i18n/define-messages";

/** The dashboard's cards and the pieces the temple pages share. */
export const templeComponentsMessages = defineMessages("temple-admin.components", {
  heading: "Temple Dashboard",
  loadingTemple: "Loading your temple",
  loadingFigures: "Loading the temple's figures",
  example: "Example",
  exampleNote: " (example)",
  edit: "Edit",
  promote: "Promote",
  adminFeatures: "Admin Features",
  quickActions: "Quick Actions",
  actions: {
    sendNotification: "Send Notification",
    goLive: "Go Live",
    exportData: "Export Data",
    featureEvent: "Feature Event",
  },
  /** What each quick action does, in the specification's words. */
  actionDescriptions: {
    sendNotification: "Message your followers",
    goLive: "Stream darshan or aarti",
    exportData: "Download temple records",
    featureEvent: "Highlight an event",
  },
  /** The exact alert texts of SPEC §2. */
  actionAlerts: {
    sendNotification: "Notification feature coming soon!",
    exportData: "Exporting temple data...",
    featureEvent: "Event featuring functionality coming soon!",
  },
  stats: "Temple Statistics",
  followers: "Followers",
  totalDonations: "Total Donations",
  activeEvents: "Active Events",
  liveViewers: "Live Viewers",
  donationsNote: "Total Donations counts paid donations only, not pledges awaiting payment.",
  donationsNotePledged: (amount: string) =>
    `Total Donations counts paid donations only; ${amount} more is pledged and awaiting payment.`,
  upcomingEvents: "Upcoming Events",
  upcomingList: "Upcoming events",
  bookings: (count: number) => `${formatCount(count)} ${count === 1 ? "booking" : "bookings"}`,
  dateAt: (date: string, time: string) => `${date} at ${time}`,
  open: "Open",
  fillingFast: "Filling Fast",
  activeSeva: "Active Seva Programs",
  raised: (raised: string, goal: string) => `${raised} of ${goal} raised`,
  /** Follows the program's title in the progress bar's name. */
  progress: "progress",
  complete: (percent: number) => `${percent}% complete`,
  sponsors: (count: number) => `${formatCount(count)} sponsors`,
  firstEvent: {
    title: "Create your first event",
    text: "The events and programs below are examples. Create an event and a seva program, and devotees find them on Explore.",
  },
  setUpProfile: {
    title: "Set up the temple profile",
    text: "The figures below are an example. Enter the temple's name, deity, address and timings and submit it for verification; then add events and seva programs.",
  },
  setUpFirst: "Set up your temple's profile first",
  setUpFirstText:
    "Events, poojas and seva programs belong to a temple. Enter its name, deity, address and timings, then submit it for verification.",
  promoteDialog: {
    stop: "Stop promoting",
    promote: "Promote",
    promotedFor: (days: number) => `Promoted for ${days} days`,
    stopped: "Promotion stopped",
    forHowLong: "For how long",
    days: (days: number) => `${days} days`,
    stopNow: "Stop promoting now",
  },
});
