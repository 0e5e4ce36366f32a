import { formatDate, formatIstDateTime, formatTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { templeComponentsMessages } from "../components/messages";
import type { SevaProgramItem } from "../components/seva-programs";
import type { TempleStats } from "../components/temple-stats-grid";
import type { UpcomingEventItem } from "../components/upcoming-temple-events";
import { MAX_UPCOMING_EVENTS } from "../navigation";
import { sevaPrograms, templeEvents, templeStats } from "../sample-content";
import type { AdminSevaProgram } from "../seva/admin-seva-program";
import type { DashboardEvent } from "./temple-dashboard-api";

/** The specification's sample figures (rupees there, paise here). */
export const SAMPLE_STATS: TempleStats = {
  followers: templeStats.followers,
  paidDonationsPaise: templeStats.totalDonations * 100,
  pledgedPaise: 0,
  activeEvents: templeStats.activeEvents,
  liveViewers: templeStats.liveViewers,
};

/** The sample's first events, their dates in the current language. */
export function sampleEventItems(): UpcomingEventItem[] {
  const { dateAt } = messagesOf(templeComponentsMessages);
  return templeEvents.slice(0, MAX_UPCOMING_EVENTS).map((event) => ({
    id: event.id,
    title: event.title,
    when: dateAt(formatDate(event.date), formatTime(event.time)),
    kind: event.kind,
    bookings: event.bookings,
    isFillingFast: event.isFillingFast,
  }));
}

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
    kind: event.kind,
    bookings: event.registration_count,
    // A generated column without NOT NULL, so its type allows null; its expression never gives it.
    isFillingFast: event.is_filling_fast === true,
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
