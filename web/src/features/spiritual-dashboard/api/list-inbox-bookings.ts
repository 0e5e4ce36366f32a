import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingStatus } from "@/components/booking-status";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";
import { parseTimeRange } from "@/lib/time-range";
import { useTableChanges } from "@/lib/use-table-changes";
import type { BookingTab } from "../bookings/booking-tabs";
import {
  PROVIDER_BOOKING_COLUMNS,
  type ProviderBooking,
  providerBookingsKey,
} from "./list-provider-bookings";

export const INBOX_PAGE_SIZE = 20;

/** The statuses of each inbox tab: requests to answer, confirmed ones to hold, and the rest. */
export const TAB_STATUSES: Record<BookingTab, readonly BookingStatus[]> = {
  requested: ["requested"],
  upcoming: ["confirmed"],
  past: ["completed", "declined", "cancelled", "expired"],
};

/** Where a page ends: its last row's slot (as the server wrote it) and id. */
export interface InboxCursor {
  slot: string;
  id: string;
}

type Row = Omit<ProviderBooking, "start" | "end"> & { slot: string };

/**
 * One page of a tab of the provider's inbox, after `cursor`: requests and upcoming by start time
 * (index bookings_provider_status_idx: provider, status, slot, id), the past newest first
 * (bookings_provider_slot_idx scanned backwards). Keyset pages: a later page reads as few rows as
 * the first, where an offset would read every row before it.
 */
export async function fetchInboxBookings(
  providerId: string,
  tab: BookingTab,
  cursor: InboxCursor | null,
) {
  const supabase = await getSupabase();
  const ascending = tab !== "past";
  const statuses = TAB_STATUSES[tab];
  const matching = () => {
    const query = supabase
      .from("bookings")
      .select(PROVIDER_BOOKING_COLUMNS)
      .eq("provider_id", providerId);
    return statuses.length === 1
      ? query.eq("status", statuses[0] as BookingStatus)
      : query.in("status", [...statuses]);
  };
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof matching>, limit = INBOX_PAGE_SIZE + 1) =>
    throwOnServerError(
      await query.order("slot", { ascending }).order("id", { ascending }).limit(limit),
      // slot: a range arrives as its text; the generated types leave ranges unknown.
    ) as Row[];

  let rows: Row[];
  if (!cursor) {
    rows = await read(matching());
  } else if (ascending) {
    // Requests and confirmed bookings of one provider never overlap (bookings_no_overlap), so
    // no two share a slot: the slot alone says where the next page starts.
    rows = await read(matching().gt("slot", cursor.slot));
  } else {
    // Past bookings may share a slot (a cancelled one and its rebooking): first the rest of the
    // cursor's slot, then the earlier slots.
    rows = await read(matching().eq("slot", cursor.slot).lt("id", cursor.id));
    if (rows.length <= INBOX_PAGE_SIZE)
      rows = rows.concat(
        await read(matching().lt("slot", cursor.slot), INBOX_PAGE_SIZE + 1 - rows.length),
      );
  }
  const { page, next } = keysetPage(rows, INBOX_PAGE_SIZE, ({ slot, id }) => ({ slot, id }));
  return { bookings: page.map(({ slot, ...row }) => ({ ...row, ...parseTimeRange(slot) })), next };
}

export function inboxBookingsOptions(providerId: string, tab: BookingTab) {
  return keysetPagesOptions(
    // Under providerBookingsKey, so a booking action's invalidation reaches every tab.
    [...providerBookingsKey, "inbox", providerId, tab] as const,
    (cursor: InboxCursor | null) => fetchInboxBookings(providerId, tab, cursor),
  );
}

export function useInboxBookings(providerId: string | undefined, tab: BookingTab) {
  return useInfiniteQuery({
    ...inboxBookingsOptions(providerId ?? "", tab),
    enabled: Boolean(providerId),
  });
}

/** How many bookings each tab holds, for its label: head requests the same indexes count. */
export async function countInboxBookings(providerId: string): Promise<Record<BookingTab, number>> {
  const supabase = await getSupabase();
  const count = async (statuses: readonly BookingStatus[]) => {
    const query = supabase
      .from("bookings")
      .select("id", { count: "exact", head: true })
      .eq("provider_id", providerId);
    const { count: n, error } =
      statuses.length === 1
        ? await query.eq("status", statuses[0] as BookingStatus)
        : await query.in("status", [...statuses]);
    if (error) throw error;
    return n ?? 0;
  };
  const [requested, upcoming, past] = await Promise.all([
    count(TAB_STATUSES.requested),
    count(TAB_STATUSES.upcoming),
    count(TAB_STATUSES.past),
  ]);
  return { requested, upcoming, past };
}

export function inboxCountsOptions(providerId: string) {
  return queryOptions({
    queryKey: [...providerBookingsKey, "inbox-counts", providerId] as const,
    queryFn: () => countInboxBookings(providerId),
  });
}

export function useInboxCounts(providerId: string | undefined) {
  return useQuery({ ...inboxCountsOptions(providerId ?? ""), enabled: Boolean(providerId) });
}

/**
 * Reads the inbox's tabs and counts again as soon as one of the provider's bookings is made,
 * answered, cancelled or moved, here or by the devotee elsewhere.
 */
export function useInboxUpdates(providerId: string | undefined) {
  const queryClient = useQueryClient();
  useTableChanges("bookings", providerId ? `provider_id=eq.${providerId}` : null, () => {
    void queryClient.invalidateQueries({ queryKey: providerBookingsKey });
  });
}
