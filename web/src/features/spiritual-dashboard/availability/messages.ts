import { defineMessages } from "@/lib/i18n/define-messages";
import { formatCount } from "@/lib/format";

export const availabilityMessages = defineMessages("spiritual-dashboard.availability", {
  heading: "Availability",
  loading: "Loading your availability",
  noHours: "Devotees cannot book you yet: add the hours you are available on at least one day.",
  /** "Complete your [profile] first; …": the middle part is the link. */
  profileFirst: {
    before: "Complete your ",
    link: "profile",
    after: " first; then set the hours devotees may book.",
  },
  weekly: {
    heading: "Weekly hours",
    /** Sunday first, as Postgres numbers them (0 = Sunday). */
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    closed: "Closed",
    remove: (day: string, hours: string) => `Remove ${day} ${hours}`,
    day: "Day",
    from: "From",
    until: "Until",
    add: "Add hours",
    startRequired: "Enter a start time",
    endRequired: "Enter an end time",
    endAfterStart: "End after the start; add a second range for hours past midnight",
    overlap: "These hours overlap hours you already have on that day",
    everyDay: "Same hours every day",
    everyDayOverlap: "These hours overlap hours you already have on every day",
    copy: "Copy to other days",
    /** Holds the button's words (`copy`), so speech users can say what they see. */
    copyLabel: (day: string) => `Copy to other days: ${day}'s hours`,
    copied: (day: string) =>
      `${day}'s hours are copied to the other days, except where a day already has hours then.`,
    nothingToCopy: "Every other day already has hours at those times.",
  },
  daysOff: {
    heading: "Days off",
    none: "No days off planned.",
    remove: (day: string) => `Remove day off ${day}`,
    removeButton: "Remove",
    day: "Day off",
    reason: "Reason (only you see it)",
    add: "Add day off",
    chooseDate: "Choose a date",
    reasonTooLong: "Keep the reason under 300 characters",
    notPast: "Choose today or a later day",
  },
  rules: {
    heading: "Booking rules",
    saved: "Booking rules saved",
    buffer: "Buffer between bookings (minutes)",
    horizon: "Devotees book up to (days ahead)",
    zone: "Time zone of your hours",
    save: "Save rules",
    bufferRange: "Enter 0 to 240 minutes",
    horizonRange: "Enter 1 to 365 days",
  },
  calendar: {
    heading: "The next two weeks",
    loading: "Loading your calendar",
    dayOff: "Day off",
    bookingsOn: (day: string) => `Bookings on ${day}`,
    noFreeHour: "No free hour",
    /** The free hours' start times, listed without IST, which follows the list. */
    free: (count: number, times: string) => `${formatCount(count)} free: ${times} IST`,
  },
});
