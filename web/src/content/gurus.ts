/** A guru card on /spiritual-gurus (SPEC §3, "Guru"). */
export interface Guru {
  id: string;
  name: string;
  specialization: string;
  /** Out of 5; null until the first review. */
  rating: number | null;
  students: number;
  /** Null when the guru has no photo yet: the card shows initials. */
  image: { src: string; alt: string } | null;
  description: string;
}

export const GURUS: readonly Guru[] = [
  {
    id: "acharya-madhav-das",
    name: "Acharya Madhav Das",
    specialization: "Bhagavad Gita and Vedanta",
    rating: 4.9,
    students: 12450,
    image: {
      src: "/images/gurus/acharya-madhav-das.svg",
      alt: "Portrait illustration of Acharya Madhav Das",
    },
    description:
      "Teaches the Gita verse by verse in simple Hindi and English, with practical guidance on karma yoga for family life and work.",
  },
  {
    id: "pandit-shivendra-mishra",
    name: "Pt. Shivendra Mishra",
    specialization: "Vedic Rituals and Jyotish",
    rating: 4.8,
    students: 8760,
    image: {
      src: "/images/gurus/pandit-shivendra-mishra.svg",
      alt: "Portrait illustration of Pandit Shivendra Mishra",
    },
    description:
      "A Kashi-trained pandit with twenty years of griha pravesh, satyanarayan and rudrabhishek poojas, online or at your home.",
  },
  {
    id: "sadhvi-meera-devi",
    name: "Sadhvi Meera Devi",
    specialization: "Meditation and Bhakti Yoga",
    rating: 4.9,
    students: 15230,
    image: {
      src: "/images/gurus/sadhvi-meera-devi.svg",
      alt: "Portrait illustration of Sadhvi Meera Devi",
    },
    description:
      "Guides morning dhyana and naam japa sessions and leads bhajan satsangs for seekers beginning their spiritual practice.",
  },
];
