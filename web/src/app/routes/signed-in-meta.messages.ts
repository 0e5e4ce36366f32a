import { defineMessages } from "@/lib/i18n/define-messages";

const offeringsDescription = "Add, edit, pause and delete what you offer devotees.";

/** The signed-in screens' titles and descriptions. */
export const signedInMetaMessages = defineMessages("meta.signed-in", {
  admin: { t: "Administration", d: "Verify providers and temples, and handle reports." },
  availability: {
    t: "Availability",
    d: "Weekly hours, breaks, days off and the coming two weeks.",
  },
  book: { t: "Book", d: "Book a pooja, katha or consultation." },
  bookOffering: { t: "Book", d: "Choose a date and a free time, then confirm." },
  booking: { t: "Booking", d: "Your booking's timeline and cancellation." },
  bookings: { t: "Bookings", d: "Your bookings and their status." },
  clients: { t: "Clients", d: "The devotees who booked you, with their bookings." },
  temples: { t: "Temples", d: "The temples you serve at, and their invitations." },
  provider: { t: "Guru or pujari", d: "Offerings, free times, reviews and Follow." },
  connect: {
    t: "Connect",
    d: "Find verified gurus and pujaris by offering, language, city and price.",
  },
  consultations: { t: "Consultations", d: offeringsDescription },
  devotee: { t: "Devotee Dashboard", d: "Your bookings, activities and services." },
  earnings: { t: "Earnings", d: "Completed bookings by month, with a CSV export." },
  courses: { t: "Courses", d: "Series of live sessions devotees enrol in, free or paid." },
  course: { t: "Course", d: "A course's sessions, and enrolling in it." },
  temple: { t: "Temple", d: "Timings, events, seva programs and Follow." },
  explore: {
    t: "Explore",
    d: "Temples by city and deity, their timings, events and seva programs.",
  },
  katha: { t: "Katha", d: offeringsDescription },
  onlinePoojas: { t: "Online Poojas", d: offeringsDescription },
  pray: { t: "Pray", d: "Support a temple's seva program with a pledge, with a receipt for tax." },
  profile: { t: "Your Profile", d: "The profile devotees see, and its verification status." },
  role: {
    t: "Choose Your Role",
    d: "Choose how you will use Bhakti Setu: devotee, guru, pujari or temple admin.",
  },
  services: { t: "Your Services", d: offeringsDescription },
  spiritual: {
    t: "Spiritual Dashboard",
    d: "Your schedule, sessions and events as a guru or pandit.",
  },
  spiritualLive: { t: "Live Sessions", d: "Schedule live sessions or go live now." },
  templeAdmin: { t: "Temple Admin", d: "Your temple's events, donations and seva programs." },
  community: { t: "Community", d: "Your temple's followers, and notifications to them." },
  donations: {
    t: "Donations",
    d: "Every donation to your temple, totals by program and month, and export.",
  },
  events: {
    t: "Temple Events",
    d: "Create, edit and cancel your temple's events; see who registered.",
  },
  gallery: { t: "Gallery", d: "Upload, caption, reorder and remove your temple's photos." },
  templeGurus: {
    t: "Guru Management",
    d: "Invite verified gurus and pujaris to be associated with your temple.",
  },
  invitations: {
    t: "Temple invitations",
    d: "Accept an invitation to help run a temple on Bhakti Setu.",
  },
  templeKatha: {
    t: "Katha Series",
    d: "Plan your temple's katha series, their speakers and sessions.",
  },
  poojas: { t: "Poojas", d: "The poojas your temple performs for devotees, and their bookings." },
  templeProfile: {
    t: "Temple Profile",
    d: "Your temple's name, deity, address, timings and verification.",
  },
  seva: { t: "Seva Programs", d: "Create, edit and promote your temple's seva programs." },
  accountMessages: {
    t: "Messages",
    d: "Choose e-mail, SMS or WhatsApp for your bookings, reminders and payments.",
  },
});
