import { formatCount, formatPaise } from "@/lib/format";
import { numberFormat } from "@/lib/i18n/formatter";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMyProvider } from "./api/get-my-provider";
import { useProviderBookings } from "./api/list-provider-bookings";
import { spiritualMessages } from "./messages";
import { computeMonthSummary } from "./month-summary";
import { computePracticeFigures, selectTodaysSchedule } from "./practice-figures";
import {
  type MonthKey,
  monthSummary as sampleMonthSummary,
  type StatKey,
  type StatValue,
  stats as sampleStats,
  todaysSchedule as sampleSchedule,
} from "./sample-content";

const ratingOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const formatRating = (rating: number) => numberFormat(ratingOptions).format(rating);

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
  const ratingText =
    rating == null ? messagesOf(spiritualMessages).newRating : formatRating(Number(rating));
  const month = computeMonthSummary(rows, now);
  return {
    isPending,
    error,
    retry,
    hasProfile: true,
    isExample: false,
    stats: [
      { key: "totalBookings", value: formatCount(figures.totalBookings) },
      { key: "completed", value: formatCount(figures.completed) },
      { key: "rating", value: ratingText },
      { key: "thisMonth", value: formatPaise(figures.thisMonthPaise) },
      { key: "today", value: formatCount(figures.today) },
      { key: "thisWeek", value: formatCount(figures.thisWeek) },
    ] satisfies StatValue<StatKey>[],
    schedule: selectTodaysSchedule(rows, now),
    monthSummary: [
      { key: "sessionsCompleted", value: formatCount(month.sessionsCompleted) },
      { key: "averageRating", value: ratingText },
      { key: "clientRetention", value: percent(month.clientRetention) },
      { key: "revenueGrowth", value: percent(month.revenueGrowth, true) },
    ] satisfies StatValue<MonthKey>[],
  };
}
