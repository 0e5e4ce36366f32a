/**
 * The specification's sample listings (SPEC §3): live streams, upcoming streams, home Live Now
 * items, the guru dashboard's live sessions, and the temple dashboard's events and seva programs.
 * Times are wall-clock IST on a day counted from today (`day: 0`).
 */
export interface SampleLiveSession {
  /** The id the web sample uses. */
  key: string;
  list: "home" | "live" | "dashboard";
  templeSlug?: string;
  providerSlug?: string;
  title: string;
  description?: string;
  kind: "aarti" | "darshan" | "pravachan" | "bhajan" | "katha" | "meditation" | "prayer" | "event";
  status: "scheduled" | "live";
  day: number;
  time: string;
  durationMinutes?: number;
  presenter?: string;
  viewers?: number;
  reminders?: number;
  chat: boolean;
  donations: boolean;
  thumbnail?: { src: string; alt: string };
}

const DARSHAN = { src: "/images/live/temple-darshan.svg", alt: "Aarti lamps before a temple" };
const DISCOURSE = {
  src: "/images/live/spiritual-discourse.svg",
  alt: "A guru giving a discourse",
};
const BHAJAN = { src: "/images/live/bhajan-session.svg", alt: "A harmonium and dholak" };
const PRAYER = { src: "/images/live/prayer-session.svg", alt: "A Shivling with a diya" };

/**
 * /live (Live Now and Coming Up Next), the home Live Now section, and the example schedule of the
 * guru dashboard's live page. Home durations print as "50 min", "1 hr 15 min", "1 hr", "2 hr".
 */
export const SAMPLE_LIVE_SESSIONS: readonly SampleLiveSession[] = [
  {
    key: "tirupati-suprabhatam",
    list: "live",
    templeSlug: "tirumala-sri-venkateswara",
    title: "Suprabhatam Seva and Morning Darshan",
    kind: "darshan",
    status: "live",
    day: 0,
    time: "05:30",
    presenter: "TTD Archakas",
    viewers: 125430,
    chat: true,
    donations: true,
    thumbnail: DARSHAN,
  },
  {
    key: "ram-katha-ayodhya",
    list: "live",
    templeSlug: "shri-ram-janmabhoomi-mandir",
    title: "Shri Ram Katha: Bal Kand, Day 3",
    kind: "pravachan",
    status: "live",
    day: 0,
    time: "09:00",
    presenter: "Pujya Sant Ramdas Ji",
    viewers: 46210,
    chat: true,
    donations: false,
    thumbnail: DISCOURSE,
  },
  {
    key: "golden-temple-kirtan",
    list: "live",
    templeSlug: "sri-harmandir-sahib",
    title: "Asa Di Var Kirtan",
    kind: "bhajan",
    status: "live",
    day: 0,
    time: "04:00",
    presenter: "Bhai Gurpreet Singh Ji",
    viewers: 31870,
    chat: false,
    donations: true,
    thumbnail: BHAJAN,
  },
  {
    key: "sandhya-aarti-haridwar",
    list: "live",
    templeSlug: "har-ki-pauri-ganga-sabha",
    title: "Sandhya Ganga Aarti, Har Ki Pauri",
    kind: "aarti",
    status: "scheduled",
    day: 0,
    time: "18:15",
    reminders: 12480,
    chat: true,
    donations: false,
  },
  {
    key: "shiv-puran-katha",
    list: "live",
    templeSlug: "kashi-vishwanath-dham",
    title: "Shiv Mahapuran Katha",
    kind: "pravachan",
    status: "scheduled",
    day: 0,
    time: "20:00",
    reminders: 8930,
    chat: true,
    donations: false,
  },
  {
    key: "bhajan-sandhya-iskcon",
    list: "live",
    templeSlug: "iskcon-delhi",
    title: "Hare Krishna Kirtan Mela",
    kind: "bhajan",
    status: "scheduled",
    day: 1,
    time: "07:00",
    reminders: 5640,
    chat: true,
    donations: false,
  },
  {
    key: "kashi-ganga-aarti",
    list: "home",
    templeSlug: "kashi-vishwanath-dham",
    providerSlug: "pandit-shivendra-mishra",
    title: "Ganga Aarti at Dashashwamedh Ghat",
    kind: "darshan",
    status: "live",
    day: 0,
    time: "06:00",
    durationMinutes: 50,
    presenter: "Pt. Shivendra Mishra",
    viewers: 24580,
    chat: true,
    donations: false,
    thumbnail: DARSHAN,
  },
  {
    key: "gita-pravachan-vrindavan",
    list: "home",
    templeSlug: "shri-radha-raman-mandir",
    providerSlug: "acharya-madhav-das",
    title: "Bhagavad Gita Pravachan: Karma Yoga",
    kind: "pravachan",
    status: "live",
    day: 0,
    time: "07:00",
    durationMinutes: 75,
    presenter: "Acharya Madhav Das",
    viewers: 8340,
    chat: true,
    donations: false,
    thumbnail: DISCOURSE,
  },
  {
    key: "hanuman-chalisa-bhajan",
    list: "home",
    templeSlug: "sankat-mochan-hanuman-mandir",
    title: "Evening Hanuman Chalisa Bhajan Sandhya",
    kind: "bhajan",
    status: "live",
    day: 0,
    time: "18:00",
    durationMinutes: 60,
    presenter: "Shri Raghav Bhajan Mandli",
    viewers: 5125,
    chat: true,
    donations: false,
    thumbnail: BHAJAN,
  },
  {
    key: "somnath-maha-aarti",
    list: "home",
    templeSlug: "shree-somnath-jyotirlinga",
    title: "Maha Shivaratri Rudrabhishek",
    kind: "prayer",
    status: "scheduled",
    day: 1,
    time: "04:00",
    durationMinutes: 120,
    presenter: "Somnath Trust Pujaris",
    viewers: 18200,
    chat: true,
    donations: false,
    thumbnail: PRAYER,
  },
  {
    key: "ls-sample-1",
    list: "dashboard",
    providerSlug: "pandit-shivendra-mishra",
    title: "Sunrise Aarti and Bhajan",
    description: "Morning aarti followed by bhajans with the mandli.",
    kind: "bhajan",
    status: "live",
    day: 27,
    time: "06:00",
    durationMinutes: 45,
    reminders: 312,
    chat: true,
    donations: false,
  },
  {
    key: "ls-sample-2",
    list: "dashboard",
    providerSlug: "pandit-shivendra-mishra",
    title: "Bhagavad Gita Chapter 2 Pravachan",
    description: "Sankhya yoga explained with questions from listeners.",
    kind: "pravachan",
    status: "scheduled",
    day: 34,
    time: "18:30",
    durationMinutes: 90,
    reminders: 148,
    chat: true,
    donations: false,
  },
];

/** The temple admin dashboard's events; "Filling Fast" follows from the capacity. */
export const SAMPLE_TEMPLE_EVENTS = [
  {
    key: "te-1",
    title: "Maha Rudrabhishek",
    kind: "special_pooja",
    day: 22,
    time: "06:00",
    capacity: 60,
    registrations: 48,
  },
  {
    key: "te-2",
    title: "Ramayan Katha Saptah",
    kind: "katha_series",
    day: 25,
    time: "17:30",
    capacity: 500,
    registrations: 132,
  },
  {
    key: "te-3",
    title: "Vaikuntha Ekadashi Utsav",
    kind: "festival",
    day: 37,
    time: "05:00",
    capacity: 1000,
    registrations: 310,
  },
  {
    key: "te-4",
    title: "Makar Sankranti Celebration",
    kind: "festival",
    day: 52,
    time: "07:00",
    capacity: 300,
    registrations: 95,
  },
] as const;

/** The temple admin dashboard's seva programs, in rupees as the sample shows them. */
export const SAMPLE_SEVA_PROGRAMS = [
  {
    key: "sv-1",
    title: "Annadanam Seva",
    description: "Daily free meals for pilgrims and the needy.",
    goal: 100000,
    raised: 67500,
    sponsors: 142,
  },
  {
    key: "sv-2",
    title: "Gau Seva",
    description: "Care, fodder and shelter for the temple cows.",
    goal: 50000,
    raised: 21000,
    sponsors: 58,
  },
  {
    key: "sv-3",
    title: "Temple Renovation",
    description: "Restoring the gopuram and the prayer hall.",
    goal: 500000,
    raised: 315000,
    sponsors: 203,
  },
] as const;

/** The temple the sample events and seva programs belong to. */
export const SAMPLE_DASHBOARD_TEMPLE = "kashi-vishwanath-dham";
