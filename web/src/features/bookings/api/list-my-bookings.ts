import { useInfiniteQuery } from "@tanstack/react-query";
import type { BookingStatus } from "@/components/booking-status";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { keysetPage, keysetPagesOptions } from "@/lib/pages";

const PAGE_SIZE = 20;

export interface BookingSummary {
  id: string;
  title: string;
  status: BookingStatus;
  mode: "online" | "offline";
  slot: string;
  price_paise: number;
  providers: { display_name: string; slug: string } | null;
}

/** Where a page ends: its last row's slot (as the server wrote it) and id. */
export interface MyBookingsCursor {
  slot: string;
  id: string;
}

/**
 * One page of the devotee's own bookings, latest slot first, after `cursor`: keyset pages through
 * bookings_devotee_slot_idx (devotee, slot, id) scanned backwards, so a later page reads as few
 * rows as the first, where an offset would read every row before it.
 */
export async function fetchMyBookings(devoteeId: string, cursor: MyBookingsCursor | null) {
  const supabase = await getSupabase();
  const matching = () =>
    supabase
      .from("bookings")
      .select("id, title, status, mode, slot, price_paise, providers(display_name, slug)")
      .eq("devotee_id", devoteeId);
  // One more than a page tells whether "Load more" has anything to load.
  const read = async (query: ReturnType<typeof matching>, limit = PAGE_SIZE + 1) =>
    throwOnServerError(
      await query
        .order("slot", { ascending: false })
        .order("id", { ascending: false })
        .limit(limit)
        .overrideTypes<BookingSummary[], { merge: false }>(),
    ) ?? [];

  let rows: BookingSummary[];
  if (!cursor) {
    rows = await read(matching());
  } else {
    // Two bookings may share a slot (two hosts, or a cancelled one and its rebooking): first the
    // rest of the cursor's slot, then the earlier slots.
    rows = await read(matching().eq("slot", cursor.slot).lt("id", cursor.id));
    if (rows.length <= PAGE_SIZE)
      rows = rows.concat(
        await read(matching().lt("slot", cursor.slot), PAGE_SIZE + 1 - rows.length),
      );
  }
  const { page, hasMore, next } = keysetPage(rows, PAGE_SIZE, ({ slot, id }) => ({ slot, id }));
  return { bookings: page, hasMore, next };
}

export function myBookingsOptions(devoteeId: string) {
  return keysetPagesOptions(
    ["my-bookings", devoteeId] as const,
    (cursor: MyBookingsCursor | null) => fetchMyBookings(devoteeId, cursor),
  );
}

export function useMyBookings(devoteeId: string) {
  return useInfiniteQuery(myBookingsOptions(devoteeId));
}
