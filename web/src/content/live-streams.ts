/** A stream on the Live page (SPEC §3, "Live stream"). */
export interface LiveStream {
  /**
   * The live session's id. The samples below carry the ids the server seeds them with (its
   * `sampleId("live:<key>")`, key in the comment), so the pre-rendered cards are the same rows
   * the database returns: the refresh keeps their elements and their reminders work at once.
   */
  id: string;
  title: string;
  temple: string;
  /** The speaker or artist. */
  host: string;
  viewers: number;
  type: "Aarti" | "Darshan" | "Pravachan" | "Bhajan" | "Katha" | "Meditation" | "Prayer" | "Event";
  status: "LIVE";
  /** ISO instant; shown in IST. */
  startTime: string;
  isChatActive: boolean;
  isDonationOpen: boolean;
  /** A sample row, labelled Example wherever it shows. */
  isExample: boolean;
  thumbnail: { src: string; alt: string };
  /** The link a signed-in devotee joins by; absent on the samples, which open the app download. */
  streamUrl?: string;
}

/** A stream coming up (SPEC §3, "Upcoming stream"). */
export interface UpcomingStream {
  id: string;
  title: string;
  /** Relative ("Today", "Tomorrow"), so the pre-rendered sample never shows a date in the past. */
  day: string;
  /** Wall-clock time in IST, "18:15". */
  time: string;
  type: LiveStream["type"];
  subscribes: number;
  /** A sample row, labelled Example wherever it shows. */
  isExample: boolean;
  /** The picture the host gave the session, if any. */
  thumbnail?: { src: string; alt: string };
  /** A session a signed-in devotee can set a reminder for (not a sample): when and what it is. */
  reminder?: {
    startsAt: string;
    durationMinutes: number | null;
    description: string;
    venue: string;
  };
}

export const LIVE_STREAMS: readonly LiveStream[] = [
  {
    id: "3389640c-86c9-4fa6-84a6-2fb54971102d", // tirupati-suprabhatam
    title: "Suprabhatam Seva and Morning Darshan",
    temple: "Tirumala Sri Venkateswara Temple",
    host: "TTD Archakas",
    viewers: 125430,
    type: "Darshan",
    status: "LIVE",
    startTime: "2025-11-22T05:30:00+05:30",
    isChatActive: true,
    isDonationOpen: true,
    isExample: true,
    thumbnail: {
      src: "/images/live/temple-darshan.svg",
      alt: "Aarti lamps before a temple",
    },
  },
  {
    id: "9cce7993-418c-4062-82d1-2d949bfd71ea", // ram-katha-ayodhya
    title: "Shri Ram Katha: Bal Kand, Day 3",
    temple: "Shri Ram Janmabhoomi Mandir",
    host: "Pujya Sant Ramdas Ji",
    viewers: 46210,
    type: "Pravachan",
    status: "LIVE",
    startTime: "2025-11-22T09:00:00+05:30",
    isChatActive: true,
    isDonationOpen: false,
    isExample: true,
    thumbnail: {
      src: "/images/live/spiritual-discourse.svg",
      alt: "A guru giving a discourse",
    },
  },
  {
    id: "381f6fa0-be8c-48d3-8aab-cd24200677b0", // golden-temple-kirtan
    title: "Asa Di Var Kirtan",
    temple: "Sri Harmandir Sahib",
    host: "Bhai Gurpreet Singh Ji",
    viewers: 31870,
    type: "Bhajan",
    status: "LIVE",
    startTime: "2025-11-22T04:00:00+05:30",
    isChatActive: false,
    isDonationOpen: true,
    isExample: true,
    thumbnail: {
      src: "/images/live/bhajan-session.svg",
      alt: "A harmonium and dholak",
    },
  },
];

export const UPCOMING_STREAMS: readonly UpcomingStream[] = [
  {
    id: "60373ba9-08b3-4ffb-836c-0c64cf4d60a7", // sandhya-aarti-haridwar
    title: "Sandhya Ganga Aarti, Har Ki Pauri",
    day: "Today",
    time: "18:15",
    type: "Aarti",
    subscribes: 12480,
    isExample: true,
  },
  {
    id: "5e5596a1-10c3-450f-8cd6-e368325dd5c7", // shiv-puran-katha
    title: "Shiv Mahapuran Katha",
    day: "Today",
    time: "20:00",
    type: "Pravachan",
    subscribes: 8930,
    isExample: true,
  },
  {
    id: "4510c8d6-c9ad-4d9f-82f7-d79e74fdc8b5", // bhajan-sandhya-iskcon
    title: "Hare Krishna Kirtan Mela",
    day: "Tomorrow",
    time: "07:00",
    type: "Bhajan",
    subscribes: 5640,
    isExample: true,
  },
];

/**
 * The community figures after "Devotees watching now", which is the sum of the Live Now viewers:
 * live streams today, temples on Bhakti Setu, diyas lit this week (their labels are in the live
 * page's message book, in this order).
 */
export const COMMUNITY_FIGURES: readonly string[] = ["48", "1000+", "3,42,900"];
