import { defineMessages } from "@/lib/i18n/define-messages";

export const devoteeDashboardMessages = defineMessages("devotee-dashboard", {
  welcome: ["Welcome, ", ""],
  devotee: "Devotee",
  intro: "Continue your spiritual journey today.",
  services: "Services",
  tiles: {
    explore: { title: "Explore", description: "Temples, events, festivals and retreats" },
    connect: { title: "Connect", description: "Chat, video or audio with gurus and pujaris" },
    book: { title: "Book", description: "Home pooja, online sankalp, katha and temple poojas" },
    live: { title: "Live", description: "Aarti, darshan, pravachan and bhajan" },
    pray: { title: "Pray", description: "Chadava, virtual diya and aarti, prasad delivery" },
    courses: { title: "Courses", description: "Learn scriptures and spiritual practice" },
  },
  example: "Example",
  sampleStatuses: { Confirmed: "Confirmed", Booked: "Booked" },
  bookings: {
    title: "Recent Bookings",
    loading: "Loading your bookings",
    exampleNote: "This is how your bookings will look.",
    exampleList: "Example bookings",
    dateAt: (date: string, time: string) => `${date} at ${time}`,
    bookFirst: "Book your first pooja",
    all: "All bookings",
  },
  activities: {
    title: "Today's Activities",
    loading: "Loading today's activities",
    nothingToday: "Nothing is planned for you today. This is how your day will look.",
    exampleList: "Example activities",
    findEvent: "Find a temple event",
    online: "Online",
    inPerson: "In person",
    templeEvent: "Temple event",
    live: (title: string) => `${title} (Live)`,
  },
});
