import { TEMPLE_EVENT_KIND_LABELS } from "@/content/temple-event-kinds";
import { formatDate, formatIstDateTime, formatTime } from "@/lib/format";
import type { SevaProgramItem } from "../components/seva-programs";
import type { TempleStats } from "../components/temple-stats-grid";
import type { UpcomingEventItem } from "../components/upcoming-temple-events";
import { MAX_UPCOMING_EVENTS } from "../navigation";
import { sevaPrograms, templeEvents, templeStats } from "../sample-content";
import type { AdminSevaProgram } from "../seva/seva-api";
import type { DashboardEvent } from "./temple-dashboard-api";

/** The specification's sample figures (rupees there, paise here). */
export const SAMPLE_STATS: TempleStats = {
  followers: templeStats.followers,
  paidDonationsPaise: templeStats.totalDonations * 100,
  pledgedPaise: 0,
  activeEvents: templeStats.activeEvents,
  liveViewers: templeStats.liveViewers,
};

export const SAMPLE_EVENT_ITEMS: readonly UpcomingEventItem[] = templeEvents
  .slice(0, MAX_UPCOMING_EVENTS)
  .map((event) => ({
    id: event.id,
    title: event.title,
    when: `${formatDate(event.date)} at ${formatTime(event.time)}`,
    type: event.type,
    bookings: event.bookings,
    status: event.status,
  }));

export const SAMPLE_PROGRAM_ITEMS: readonly SevaProgramItem[] = sevaPrograms.map((program) => ({
  id: program.id,
  title: program.title,
  description: program.description,
  goalPaise: program.goal * 100,
  raisedPaise: program.raised * 100,
  sponsors: program.sponsors,
}));

export function eventItemOf(event: DashboardEvent): UpcomingEventItem {
  return {
    id: event.id,
    title: event.title,
    when: formatIstDateTime(event.starts_at),
    type: TEMPLE_EVENT_KIND_LABELS[event.kind],
    bookings: event.registration_count,
    status: event.is_filling_fast ? "Filling Fast" : "Open",
  };
}

export function programItemOf(program: AdminSevaProgram): SevaProgramItem {
  return {
    id: program.id,
    title: program.title,
    description: program.description,
    goalPaise: program.goal_paise,
    raisedPaise: program.raised_paise,
    sponsors: program.sponsor_count,
  };
}
