import type { spiritualMessages } from "./messages";

type SpiritualBook = typeof spiritualMessages.en;

/** Hardcoded values of the spiritual dashboard (SPEC §2 "All values are hardcoded", §3 Schedule item). */

export type ScheduleItemType = "online" | "offline";
export type ScheduleItemStatus = "confirmed" | "pending";

export interface ScheduleItem {
  id: string;
  /** 24-hour time, shown in the current language. */
  time: string;
  title: string;
  client: string;
  type: ScheduleItemType;
  status: ScheduleItemStatus;
}

export interface SpiritualEvent {
  id: string;
  title: string;
  /** ISO calendar date, shown in the current language. */
  date: string;
  participants: number;
}

/** A figure and the key of its label in the spiritual-dashboard book's group. */
export interface StatValue<K extends string = string> {
  key: K;
  value: string;
}

export type StatKey = keyof SpiritualBook["stats"];
export type MonthKey = keyof SpiritualBook["month"];

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
export const stats: readonly StatValue<StatKey>[] = [
  { key: "totalBookings", value: "156" },
  { key: "completed", value: "142" },
  { key: "rating", value: "4.8" },
  { key: "thisMonth", value: "₹45,000" },
  { key: "today", value: "3" },
  { key: "thisWeek", value: "12" },
];

/** The This Month card. */
export const monthSummary: readonly StatValue<MonthKey>[] = [
  { key: "sessionsCompleted", value: "28" },
  { key: "averageRating", value: "4.9" },
  { key: "clientRetention", value: "92%" },
  { key: "revenueGrowth", value: "+18%" },
];
