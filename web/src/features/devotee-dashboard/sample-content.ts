/** Sample content of the devotee dashboard (SPEC §2, §3 Booking). Nothing here is fetched. */

export type BookingStatus = "Confirmed" | "Booked";

export interface Booking {
  id: string;
  title: string;
  /** ISO calendar date, shown in the current language. */
  date: string;
  /** 24-hour time, shown in the current language. */
  time: string;
  status: BookingStatus;
}

export interface Activity {
  id: string;
  title: string;
  time: string;
  place: string;
}

export const recentBookings: readonly Booking[] = [
  {
    id: "bk-1",
    title: "Satyanarayan Pooja at Home",
    date: "2026-12-14",
    time: "09:00",
    status: "Confirmed",
  },
  {
    id: "bk-2",
    title: "Online Sankalp for Family",
    date: "2026-12-18",
    time: "07:30",
    status: "Booked",
  },
  {
    id: "bk-3",
    title: "Bhagavad Gita Katha",
    date: "2026-12-21",
    time: "18:00",
    status: "Confirmed",
  },
];

export const todaysActivities: readonly Activity[] = [
  {
    id: "ac-1",
    title: "Mangala Aarti (Live)",
    time: "05:30",
    place: "Shri Kashi Vishwanath Temple",
  },
  { id: "ac-2", title: "Virtual Diya Offering", time: "07:00", place: "Online" },
  { id: "ac-3", title: "Evening Pravachan", time: "19:00", place: "ISKCON Delhi" },
];
