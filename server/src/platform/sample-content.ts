/**
 * The specification's sample content (SPEC §3) as platform rows, so a fresh install shows every
 * public screen exactly as specified: the sample accounts, gurus, temples, offerings and bookings
 * (the listings are in sample-listings.ts). Texts and figures match `web/src/content` and the
 * features' `sample-content.ts`. Times are wall-clock IST on a day counted from today (`day: 0`).
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
