/** Sample content of the temple admin dashboard (SPEC §2, §3 Temple event and Seva program). */
import type { TempleEventKind } from "@/content/temple-event-kinds";

export interface TempleEvent {
  id: string;
  title: string;
  /** ISO calendar date, shown in the reader's language. */
  date: string;
  /** 24-hour time, shown in the reader's language. */
  time: string;
  kind: TempleEventKind;
  bookings: number;
  isFillingFast: boolean;
}

export interface SevaProgram {
  id: string;
  title: string;
  description: string;
  /** Rupees. */
  goal: number;
  /** Rupees. */
  raised: number;
  sponsors: number;
}

export interface TempleStats {
  followers: number;
  /** Rupees. */
  totalDonations: number;
  activeEvents: number;
  liveViewers: number;
}

export const templeStats: TempleStats = {
  followers: 12450,
  totalDonations: 245000,
  activeEvents: 8,
  liveViewers: 1234,
};

/** Sorted by date; the dashboard shows only the first three. */
export const templeEvents: readonly TempleEvent[] = [
  {
    id: "te-1",
    title: "Maha Rudrabhishek",
    date: "2026-12-15",
    time: "06:00",
    kind: "special_pooja",
    bookings: 48,
    isFillingFast: true,
  },
  {
    id: "te-2",
    title: "Ramayan Katha Saptah",
    date: "2026-12-18",
    time: "17:30",
    kind: "katha_series",
    bookings: 132,
    isFillingFast: false,
  },
  {
    id: "te-3",
    title: "Vaikuntha Ekadashi Utsav",
    date: "2026-12-30",
    time: "05:00",
    kind: "festival",
    bookings: 310,
    isFillingFast: false,
  },
  {
    id: "te-4",
    title: "Makar Sankranti Celebration",
    date: "2027-01-14",
    time: "07:00",
    kind: "festival",
    bookings: 95,
    isFillingFast: false,
  },
];

export const sevaPrograms: readonly SevaProgram[] = [
  {
    id: "sv-1",
    title: "Annadanam Seva",
    description: "Daily free meals for pilgrims and the needy.",
    goal: 100000,
    raised: 67500,
    sponsors: 142,
  },
  {
    id: "sv-2",
    title: "Gau Seva",
    description: "Care, fodder and shelter for the temple cows.",
    goal: 50000,
    raised: 21000,
    sponsors: 58,
  },
  {
    id: "sv-3",
    title: "Temple Renovation",
    description: "Restoring the gopuram and the prayer hall.",
    goal: 500000,
    raised: 315000,
    sponsors: 203,
  },
];
