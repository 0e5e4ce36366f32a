/**
 * The specification's sample content (SPEC §3) as platform rows, so a fresh install shows every
 * public screen exactly as specified. Texts and figures match `web/src/content` and the
 * features' `sample-content.ts`. Times are wall-clock IST on a day counted from today (`day: 0`),
 * so "Today" and "Upcoming" stay true whenever the server starts.
 */
import { createHash } from "node:crypto";

/** A stable id for a sample row, the same on every start and every machine. */
export function sampleId(key: string): string {
  const hex = createHash("sha256").update(`bhakti-setu-sample:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Sample accounts have no password and no identity: nobody can sign in as them. */
export const SAMPLE_EMAIL_DOMAIN = "sample.bhaktisetu.example";

export interface SampleUser {
  key: string;
  fullName: string;
  role: "devotee" | "guru" | "pujari" | "temple_admin";
}

export const SAMPLE_USERS: readonly SampleUser[] = [
  { key: "acharya-madhav-das", fullName: "Acharya Madhav Das", role: "guru" },
  { key: "pandit-shivendra-mishra", fullName: "Pt. Shivendra Mishra", role: "guru" },
  { key: "sadhvi-meera-devi", fullName: "Sadhvi Meera Devi", role: "guru" },
  { key: "temple-admin", fullName: "Sample Temple Administrator", role: "temple_admin" },
  { key: "priya-sharma", fullName: "Priya Sharma", role: "devotee" },
  { key: "verma-family", fullName: "Verma Family", role: "devotee" },
  { key: "rahul-mehta", fullName: "Rahul Mehta", role: "devotee" },
];

export interface SampleProvider {
  slug: string;
  userKey: string;
  displayName: string;
  specialisations: string[];
  rating: number;
  followers: number;
  photoPath: string;
  photoAlt: string;
  bio: string;
}

/** /spiritual-gurus: cards show the specialisations joined with " and ". */
export const SAMPLE_PROVIDERS: readonly SampleProvider[] = [
  {
    slug: "acharya-madhav-das",
    userKey: "acharya-madhav-das",
    displayName: "Acharya Madhav Das",
    specialisations: ["Bhagavad Gita", "Vedanta"],
    rating: 4.9,
    followers: 12450,
    photoPath: "/images/gurus/acharya-madhav-das.svg",
    photoAlt: "Portrait illustration of Acharya Madhav Das",
    bio: "Teaches the Gita verse by verse in simple Hindi and English, with practical guidance on karma yoga for family life and work.",
  },
  {
    slug: "pandit-shivendra-mishra",
    userKey: "pandit-shivendra-mishra",
    displayName: "Pt. Shivendra Mishra",
    specialisations: ["Vedic Rituals", "Jyotish"],
    rating: 4.8,
    followers: 8760,
    photoPath: "/images/gurus/pandit-shivendra-mishra.svg",
    photoAlt: "Portrait illustration of Pandit Shivendra Mishra",
    bio: "A Kashi-trained pandit with twenty years of griha pravesh, satyanarayan and rudrabhishek poojas, online or at your home.",
  },
  {
    slug: "sadhvi-meera-devi",
    userKey: "sadhvi-meera-devi",
    displayName: "Sadhvi Meera Devi",
    specialisations: ["Meditation", "Bhakti Yoga"],
    rating: 4.9,
    followers: 15230,
    photoPath: "/images/gurus/sadhvi-meera-devi.svg",
    photoAlt: "Portrait illustration of Sadhvi Meera Devi",
    bio: "Guides morning dhyana and naam japa sessions and leads bhajan satsangs for seekers beginning their spiritual practice.",
  },
];

export interface SampleTemple {
  slug: string;
  name: string;
  city: string;
  location: string;
  followers: number;
}

export const SAMPLE_TEMPLES: readonly SampleTemple[] = [
  {
    slug: "tirumala-sri-venkateswara",
    name: "Tirumala Sri Venkateswara Temple",
    city: "Tirupati",
    location: "Tirupati, Andhra Pradesh",
    followers: 0,
  },
  {
    slug: "shri-ram-janmabhoomi-mandir",
    name: "Shri Ram Janmabhoomi Mandir",
    city: "Ayodhya",
    location: "Ayodhya, Uttar Pradesh",
    followers: 0,
  },
  {
    slug: "sri-harmandir-sahib",
    name: "Sri Harmandir Sahib",
    city: "Amritsar",
    location: "Amritsar, Punjab",
    followers: 0,
  },
  // The temple admin dashboard's sample temple (its followers are the dashboard's figure).
  {
    slug: "kashi-vishwanath-dham",
    name: "Kashi Vishwanath Dham",
    city: "Varanasi",
    location: "Varanasi, Uttar Pradesh",
    followers: 12450,
  },
  {
    slug: "shri-radha-raman-mandir",
    name: "Shri Radha Raman Mandir",
    city: "Vrindavan",
    location: "Vrindavan, Uttar Pradesh",
    followers: 0,
  },
  {
    slug: "sankat-mochan-hanuman-mandir",
    name: "Sankat Mochan Hanuman Mandir",
    city: "Delhi",
    location: "Delhi, India",
    followers: 0,
  },
  {
    slug: "shree-somnath-jyotirlinga",
    name: "Shree Somnath Jyotirlinga",
    city: "Prabhas Patan",
    location: "Prabhas Patan, Gujarat",
    followers: 0,
  },
  {
    slug: "har-ki-pauri-ganga-sabha",
    name: "Shri Ganga Sabha, Har Ki Pauri",
    city: "Haridwar",
    location: "Haridwar, Uttarakhand",
    followers: 0,
  },
  {
    slug: "iskcon-delhi",
    name: "ISKCON Delhi",
    city: "Delhi",
    location: "Delhi, India",
    followers: 0,
  },
];

export interface SampleOffering {
  key: string;
  providerSlug: string;
  kind: "consultation" | "home_pooja" | "online_pooja" | "katha" | "sankalp";
  title: string;
  mode: "online" | "offline" | "both";
  durationMinutes: number;
  pricePaise: number;
}

/** What the sample bookings and schedule items were booked from. */
export const SAMPLE_OFFERINGS: readonly SampleOffering[] = [
  {
    key: "morning-meditation-guidance",
    providerSlug: "pandit-shivendra-mishra",
    kind: "consultation",
    title: "Morning Meditation Guidance",
    mode: "online",
    durationMinutes: 30,
    pricePaise: 50100,
  },
  {
    key: "griha-pravesh-pooja",
    providerSlug: "pandit-shivendra-mishra",
    kind: "home_pooja",
    title: "Griha Pravesh Pooja",
    mode: "offline",
    durationMinutes: 180,
    pricePaise: 1100000,
  },
  {
    key: "bhagavad-gita-consultation",
    providerSlug: "pandit-shivendra-mishra",
    kind: "consultation",
    title: "Bhagavad Gita Consultation",
    mode: "online",
    durationMinutes: 45,
    pricePaise: 110000,
  },
  {
    key: "satyanarayan-pooja-at-home",
    providerSlug: "pandit-shivendra-mishra",
    kind: "home_pooja",
    title: "Satyanarayan Pooja at Home",
    mode: "offline",
    durationMinutes: 150,
    pricePaise: 510000,
  },
  {
    key: "online-sankalp-for-family",
    providerSlug: "pandit-shivendra-mishra",
    kind: "sankalp",
    title: "Online Sankalp for Family",
    mode: "online",
    durationMinutes: 30,
    pricePaise: 110000,
  },
  {
    key: "bhagavad-gita-katha",
    providerSlug: "acharya-madhav-das",
    kind: "katha",
    title: "Bhagavad Gita Katha",
    mode: "online",
    durationMinutes: 120,
    pricePaise: 210000,
  },
];

export interface SampleBooking {
  /** The id the web sample uses (bk-1 on the devotee dashboard, sc-1 on the guru's schedule). */
  key: string;
  offeringKey: string;
  devoteeKey: string;
  day: number;
  time: string;
  status: "requested" | "confirmed";
}

/** Devotee dashboard bookings ("Booked" is a request) and the guru dashboard's schedule today. */
export const SAMPLE_BOOKINGS: readonly SampleBooking[] = [
  {
    key: "bk-1",
    offeringKey: "satyanarayan-pooja-at-home",
    devoteeKey: "priya-sharma",
    day: 21,
    time: "09:00",
    status: "confirmed",
  },
  {
    key: "bk-2",
    offeringKey: "online-sankalp-for-family",
    devoteeKey: "priya-sharma",
    day: 25,
    time: "07:30",
    status: "requested",
  },
  {
    key: "bk-3",
    offeringKey: "bhagavad-gita-katha",
    devoteeKey: "priya-sharma",
    day: 28,
    time: "18:00",
    status: "confirmed",
  },
  {
    key: "sc-1",
    offeringKey: "morning-meditation-guidance",
    devoteeKey: "priya-sharma",
    day: 0,
    time: "07:00",
    status: "confirmed",
  },
  {
    key: "sc-2",
    offeringKey: "griha-pravesh-pooja",
    devoteeKey: "verma-family",
    day: 0,
    time: "11:30",
    status: "confirmed",
  },
  {
    key: "sc-3",
    offeringKey: "bhagavad-gita-consultation",
    devoteeKey: "rahul-mehta",
    day: 0,
    time: "17:00",
    status: "requested",
  },
];

/** A placeholder the sample offline bookings carry; sample providers cannot be booked for real. */
export const SAMPLE_CONTACT = { phone: "+91 11 0000 0000", address: "Sample address, Varanasi" };

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
