import { formatCount, formatPaise } from "@/lib/format";
import { useMyProvider } from "./api/get-my-provider";
import { useProviderBookings } from "./api/list-provider-bookings";
import { computeMonthSummary } from "./month-summary";
import { computePracticeFigures, selectTodaysSchedule } from "./practice-figures";
import {
  monthSummary as sampleMonthSummary,
  stats as sampleStats,
  todaysSchedule as sampleSchedule,
} from "./sample-content";

const percent = (fraction: number | null, signed = false) =>
  fraction === null ? "—" : `${signed && fraction > 0 ? "+" : ""}${Math.round(fraction * 100)}%`;

/**
 * The dashboard's stat tiles and Today's Schedule from the provider's bookings; with no bookings
 * yet, the specification's sample figures flagged as an example.
 */
export function useDashboardFigures() {
  const provider = useMyProvider();
  const bookings = useProviderBookings(provider.data?.id);
  const rows = bookings.data ?? [];
  const isPending = provider.isPending || (Boolean(provider.data) && bookings.isPending);
  const error = provider.error ?? bookings.error;
  const retry = () => void (provider.isError ? provider.refetch() : bookings.refetch());
  if (isPending || error || rows.length === 0) {
    return {
      isPending,
      error,
      retry,
      hasProfile: Boolean(provider.data),
      isExample: true,
      stats: sampleStats,
      schedule: sampleSchedule,
      monthSummary: sampleMonthSummary,
    };
  }
  // "Today" as of the last read of the bookings: pure during render, fresh with every refetch.
  const now = new Date(bookings.dataUpdatedAt);
  const figures = computePracticeFigures(rows, now);
  const rating = provider.data?.rating;
  const ratingText = rating == null ? "New" : Number(rating).toFixed(1);
  const month = computeMonthSummary(rows, now);
  return {
    isPending,
    error,
    retry,
    hasProfile: true,
    isExample: false,
    stats: [
      { label: "Total Bookings", value: formatCount(figures.totalBookings) },
      { label: "Completed", value: formatCount(figures.completed) },
      { label: "Rating", value: ratingText },
      { label: "This Month", value: formatPaise(figures.thisMonthPaise) },
      { label: "Today", value: formatCount(figures.today) },
      { label: "This Week", value: formatCount(figures.thisWeek) },
    ],
    schedule: selectTodaysSchedule(rows, now),
    monthSummary: [
      { label: "Sessions Completed", value: formatCount(month.sessionsCompleted) },
      { label: "Average Rating", value: ratingText },
      { label: "Client Retention", value: percent(month.clientRetention) },
      { label: "Revenue Growth", value: percent(month.revenueGrowth, true) },
    ],
  };
}
