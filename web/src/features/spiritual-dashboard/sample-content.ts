/** Hardcoded values of the spiritual dashboard (SPEC §2 "All values are hardcoded", §3 Schedule item). */

export type ScheduleItemType = "online" | "offline";
export type ScheduleItemStatus = "confirmed" | "pending";

export interface ScheduleItem {
  id: string;
  /** 24-hour time, shown in en-IN. */
  time: string;
  title: string;
  client: string;
  type: ScheduleItemType;
  status: ScheduleItemStatus;
}

export interface SpiritualEvent {
  id: string;
  title: string;
  /** ISO calendar date, shown in en-IN. */
  date: string;
  participants: number;
}

export interface StatValue {
  label: string;
  value: string;
}

export const todaysSchedule: readonly ScheduleItem[] = [
  {
    id: "sc-1",
    time: "07:00",
    title: "Morning Meditation Guidance",
    client: "Priya Sharma",
    type: "online",
    status: "confirmed",
  },
  {
    id: "sc-2",
    time: "11:30",
    title: "Griha Pravesh Pooja",
    client: "Verma Family",
    type: "offline",
    status: "confirmed",
  },
  {
    id: "sc-3",
    time: "17:00",
    title: "Bhagavad Gita Consultation",
    client: "Rahul Mehta",
    type: "online",
    status: "pending",
  },
];

export const upcomingEvents: readonly SpiritualEvent[] = [
  { id: "ev-1", title: "Shrimad Bhagavat Katha", date: "2026-12-20", participants: 120 },
  { id: "ev-2", title: "Satsang and Bhajan Sandhya", date: "2026-12-24", participants: 85 },
  { id: "ev-3", title: "Guided Meditation Retreat", date: "2027-01-05", participants: 40 },
];

/** Stat tiles, in the order of SPEC §2. */
export const stats: readonly StatValue[] = [
  { label: "Total Bookings", value: "156" },
  { label: "Completed", value: "142" },
  { label: "Rating", value: "4.8" },
  { label: "This Month", value: "₹45,000" },
  { label: "Today", value: "3" },
  { label: "This Week", value: "12" },
];

/** The This Month card. */
export const monthSummary: readonly StatValue[] = [
  { label: "Sessions Completed", value: "28" },
  { label: "Average Rating", value: "4.9" },
  { label: "Client Retention", value: "92%" },
  { label: "Revenue Growth", value: "+18%" },
];
