import type { ReactNode } from "react";
import { formatCount } from "@/lib/format";
import { defineMessages } from "@/lib/i18n/define-messages";

export const eventsMessages = defineMessages("temple-admin.events", {
  heading: "Events",
  upcomingEvents: "Upcoming events",
  pastEvents: "Past events",
  upcomingKatha: "Upcoming katha series",
  pastKatha: "Past katha series",
  show: "Show",
  createEvent: "Create event",
  createKatha: "Create katha series",
  loading: "Loading events",
  noPastEvents: "No past events yet.",
  noPastKatha: "No past katha series yet.",
  emptyEvents:
    "No upcoming events. Create your first event: devotees register from Explore once the temple is verified.",
  emptyKatha:
    "No upcoming katha series. Create one with its speaker and sessions: devotees register from Explore once the temple is verified.",
  loadMore: "Load more events",
  newEvent: "Create an event",
  editEvent: "Edit event",
  newKatha: "Create a katha series",
  editKatha: "Edit katha series",
  dialogDescription: "Devotees see these details on the temple's page and register there.",
  eventCreated: "Event created",
  eventSaved: "Event saved",
  seriesCreated: "Series created",
  seriesSaved: "Series saved",
  cancelTitle: (title: ReactNode) => ["Cancel ", title, "?"],
  cancelDescription:
    "It leaves the devotees' lists, registration closes, and everyone registered is told in the app. This cannot be undone.",
  cancelConfirm: "Cancel the event",
  keep: "Keep it",
  cancelled: "Event cancelled",
  card: {
    cancelled: "Cancelled",
    registrationClosed: "Registration closed",
    featured: "Featured on Explore",
    speaker: "Speaker:",
    /** `title` is the event's title, rendered as written. */
    sessionsOf: (title: ReactNode) => ["Sessions of ", title],
    registered: (count: number, capacity: number | null) =>
      `${formatCount(count)} registered${capacity === null ? "" : ` of ${formatCount(capacity)} places`}`,
    registrations: "Registrations",
    registrationsOf: (title: ReactNode) => ["Registrations: ", title],
    edit: "Edit",
    cancelEvent: "Cancel event",
    cancelEventOf: (title: ReactNode) => ["Cancel event: ", title],
  },
  form: {
    name: "Event name",
    type: "Type",
    date: "Date",
    startTime: "Start time (IST)",
    duration: "Duration in minutes",
    places: "Places",
    noLimit: "Leave empty for no limit",
    registrationOpen: "Registration open",
    description: "Description",
    save: "Save event",
  },
  errors: {
    name: "Name the event",
    under: (max: number) => `Keep it under ${max} characters`,
    date: "Choose the date",
    startTime: "Choose the start time",
    minutes: "Enter minutes between 1 and 10080 (a week)",
    places: "Enter the number of places, or leave it empty for no limit",
    passed: "This date and time has already passed",
  },
  registrations: {
    placesTaken: (count: number, capacity: number | null) =>
      `${formatCount(count)} places taken${capacity === null ? "" : ` of ${formatCount(capacity)}`}.`,
    loading: "Loading registrations",
    empty: "No one has registered yet. Share the temple's page, or notify your followers.",
    seats: (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`,
    showing: (shown: number, total: number) =>
      `Showing ${shown} of ${total}; the CSV has them all.`,
    export: "Export registrations (CSV)",
    csvName: "Name",
    csvSeats: "Seats",
    csvRegistered: "Registered (IST)",
  },
  feature: {
    button: "Feature Event",
    title: "Feature an event",
    loading: "Loading your upcoming events…",
    none: "There is no upcoming event to feature yet. Create an event first.",
    description: "A featured event is shown first, labelled Featured, on Explore.",
    event: "Event",
  },
});
