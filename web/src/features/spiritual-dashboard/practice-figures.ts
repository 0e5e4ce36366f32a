import { messagesOf } from "@/lib/i18n/locale-store";
import { formatIstClock } from "@/lib/ist-calendar";
import type { BookingStatus } from "@/components/booking-status";
import type { ProviderBooking } from "./api/list-provider-bookings";
import { spiritualMessages } from "./messages";
import type { ScheduleItem } from "./sample-content";

const IST = "Asia/Kolkata";
const dateKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: IST });
const DAY_MS = 86_400_000;

/** Bookings that are happening or have happened; declined, cancelled and expired ones are not. */
const COUNTED: readonly BookingStatus[] = ["requested", "confirmed", "completed"];

/** The instant's calendar day in India, counted in days since 1970-01-01. */
function istDay(instant: Date): number {
  return Date.parse(dateKeyFormat.format(instant)) / DAY_MS;
}

/** "2026-11" for an instant, in India. */
function istMonth(instant: Date): string {
  return dateKeyFormat.format(instant).slice(0, 7);
}

/** The India day number of the Monday starting the instant's week (1970-01-01 was a Thursday). */
function istWeekStart(instant: Date): number {
  const day = istDay(instant);
  return day - ((day + 3) % 7);
}

export interface PracticeFigures {
  totalBookings: number;
  completed: number;
  today: number;
  thisWeek: number;
  /** Paise received for bookings completed with a start in this calendar month (India). */
  thisMonthPaise: number;
}

/**
 * The dashboard's stat tiles from the provider's bookings: Total and Today/This Week count live and
 * completed bookings (not declined or cancelled ones); This Month is what the completed, paid
 * bookings brought in.
 */
export function computePracticeFigures(
  bookings: readonly ProviderBooking[],
  now: Date,
): PracticeFigures {
  const counted = bookings.filter((booking) => COUNTED.includes(booking.status));
  const today = istDay(now);
  const weekStart = istWeekStart(now);
  const month = istMonth(now);
  const startDay = (booking: ProviderBooking) => istDay(new Date(booking.start));
  return {
    totalBookings: counted.length,
    completed: counted.filter((booking) => booking.status === "completed").length,
    today: counted.filter((booking) => startDay(booking) === today).length,
    thisWeek: counted.filter((booking) => {
      const day = startDay(booking);
      return day >= weekStart && day < weekStart + 7;
    }).length,
    thisMonthPaise: counted
      .filter(
        (booking) =>
          booking.status === "completed" &&
          booking.paid_at !== null &&
          istMonth(new Date(booking.start)) === month,
      )
      .reduce((sum, booking) => sum + booking.price_paise, 0),
  };
}

/** Today's Schedule: today's live and completed bookings in India, earliest first. */
export function selectTodaysSchedule(
  bookings: readonly ProviderBooking[],
  now: Date,
): ScheduleItem[] {
  const today = istDay(now);
  return bookings
    .filter(
      (booking) => COUNTED.includes(booking.status) && istDay(new Date(booking.start)) === today,
    )
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((booking) => ({
      id: booking.id,
      time: formatIstClock(booking.start),
      title: booking.title,
      client: booking.devotee_name || messagesOf(spiritualMessages).devotee,
      type: booking.mode,
      status: booking.status === "requested" ? "pending" : "confirmed",
    }));
}
