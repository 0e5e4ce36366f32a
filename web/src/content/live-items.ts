/** A live item on the home page's Live Now section (SPEC §3, "Live item on home"). */
export interface LiveItem {
  id: string;
  title: string;
  temple: string;
  location: string;
  /** The guru, pujari or artist leading it. */
  guide: string;
  viewers: number;
  /** Human-readable duration, e.g. "45 min"; empty when not known. */
  duration: string;
  type:
    | "Temple Darshan"
    | "Spiritual Discourse"
    | "Bhajan Session"
    | "Prayer Session"
    | "Meditation Session"
    | "Special Event";
  isLive: boolean;
  /** A sample row, labelled Example wherever it shows. */
  isExample: boolean;
  thumbnail: { src: string; alt: string };
}

export const LIVE_ITEMS: readonly LiveItem[] = [
  {
    id: "kashi-ganga-aarti",
    title: "Ganga Aarti at Dashashwamedh Ghat",
    temple: "Kashi Vishwanath Dham",
    location: "Varanasi, Uttar Pradesh",
    guide: "Pt. Shivendra Mishra",
    viewers: 24580,
    duration: "50 min",
    type: "Temple Darshan",
    isLive: true,
    isExample: true,
    thumbnail: {
      src: "/images/live/temple-darshan.svg",
      alt: "Aarti lamps before a temple",
    },
  },
  {
    id: "gita-pravachan-vrindavan",
    title: "Bhagavad Gita Pravachan: Karma Yoga",
    temple: "Shri Radha Raman Mandir",
    location: "Vrindavan, Uttar Pradesh",
    guide: "Acharya Madhav Das",
    viewers: 8340,
    duration: "1 hr 15 min",
    type: "Spiritual Discourse",
    isLive: true,
    isExample: true,
    thumbnail: {
      src: "/images/live/spiritual-discourse.svg",
      alt: "A guru giving a discourse",
    },
  },
  {
    id: "hanuman-chalisa-bhajan",
    title: "Evening Hanuman Chalisa Bhajan Sandhya",
    temple: "Sankat Mochan Hanuman Mandir",
    location: "Delhi, India",
    guide: "Shri Raghav Bhajan Mandli",
    viewers: 5125,
    duration: "1 hr",
    type: "Bhajan Session",
    isLive: true,
    isExample: true,
    thumbnail: {
      src: "/images/live/bhajan-session.svg",
      alt: "A harmonium and dholak",
    },
  },
  {
    id: "somnath-maha-aarti",
    title: "Maha Shivaratri Rudrabhishek",
    temple: "Shree Somnath Jyotirlinga",
    location: "Prabhas Patan, Gujarat",
    guide: "Somnath Trust Pujaris",
    viewers: 18200,
    duration: "2 hr",
    type: "Prayer Session",
    isLive: false,
    isExample: true,
    thumbnail: {
      src: "/images/live/prayer-session.svg",
      alt: "A Shivling with a diya",
    },
  },
];
