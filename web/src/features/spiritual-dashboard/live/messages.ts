import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";

export const liveSessionsMessages = defineMessages("spiritual-dashboard.live", {
  error: "Error",
  checkRefused:
    "A link must be a full https:// address, and the title, venue or description must be shorter",
  loading: "Loading your live sessions",
  /** "Complete your [profile] first: …": `link` is the link. */
  profileFirst: {
    before: "Complete your ",
    link: "profile",
    after: " first: devotees see live sessions with the name and photo it gives them.",
  },
  notVerified: "Devotees see your sessions on Live once your profile is verified.",
  tabs: {
    schedule: "Schedule",
    scheduleLive: "Schedule Live",
    goLive: "Go Live Now",
    history: "History",
  },
  firstSession: "Schedule your first live session",
  noUpcoming: "No Upcoming Sessions",
  scheduledList: "Scheduled sessions",
  scheduleCard: {
    title: "Schedule a Live Session",
    description: "Fields marked * are required. Times are India time.",
  },
  goLiveCard: {
    title: "Start a Live Broadcast",
    description: "Broadcast to your audience right now.",
  },
  nothingScheduled: "Nothing is scheduled to go live.",
  liveNow: "You are live now",
  noPrevious: "No Previous Sessions",
  noPreviousHint: "Your completed live sessions appear here.",
  previousList: "Previous sessions",
  endSession: "End session",
  edit: "Edit",
  cancelSession: "Cancel session",
  ended: {
    title: "Session Ended",
    description: (title: ReactNode): ReactNode => [title, " has moved to History."],
  },
  cancelled: {
    title: "Session Cancelled",
    description: (title: ReactNode): ReactNode => [title, " is no longer listed on Live."],
  },
  editDialog: {
    title: "Edit session",
    description: "Devotees with a reminder follow the new time.",
  },
  goLive: {
    session: "Session",
    streamLink: "Stream link",
    linkProblem:
      "Enter the stream link, starting with https:// (for example your YouTube live URL)",
    started: "Going Live!",
    startedDescription: "You are now broadcasting live to your audience",
  },
  form: {
    fillRequired: "Please fill in all required fields",
    updated: "Session Updated",
    updatedDescription: "Your changes have been saved",
    scheduled: "Live Session Scheduled",
    scheduledDescription: "Your live session has been scheduled successfully",
    editLabel: "Edit session",
    title: "Session Title",
    titlePlaceholder: "e.g. Bhagavad Gita Pravachan",
    date: "Date",
    time: "Time (IST)",
    duration: "Duration",
    durationPlaceholder: "e.g. 60 minutes",
    type: "Session Type",
    venue: "Venue",
    image: "Image URL",
    imagePlaceholder: "https://",
    thumbnail: "Thumbnail picture",
    description: "Description",
    saveChanges: "Save changes",
    schedule: "Schedule Session",
    signInToUpload: "Sign in to upload a thumbnail",
  },
  problems: {
    noDateTime: "Enter the date and time of the session",
    past: "This date and time has already passed. Choose a time in the future",
    duration: "Enter the duration in minutes, for example 60 minutes",
    image: "The image URL must start with https://",
  },
  /** The form's five types (SPEC §5). */
  types: {
    Katha: "Katha",
    Pravachan: "Pravachan",
    Event: "Event",
    Bhajan: "Bhajan",
    Meditation: "Meditation",
    Aarti: "Aarti",
  },
  /** Every kind the database knows, as a session's badge names it. */
  kinds: {
    aarti: "Aarti",
    darshan: "Darshan",
    pravachan: "Pravachan",
    bhajan: "Bhajan",
    katha: "Katha",
    meditation: "Meditation",
    prayer: "Prayer",
    event: "Event",
  },
  statuses: { scheduled: "scheduled", live: "live", ended: "ended", cancelled: "cancelled" },
  minutes: (minutes: number) => ` · ${formatCount(minutes)} minutes`,
  registered: (count: number) => `${formatCount(count)} registered`,
  stream: "Stream:",
  loadMore: "Load more",
});
