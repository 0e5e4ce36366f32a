import { queryOptions, useQuery } from "@tanstack/react-query";
import { SANKALP_COLUMNS, type BookingSankalp } from "@/components/sankalp-rows";
import type { Tables } from "@/lib/database";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { parseTimeRange } from "@/lib/time-range";

/**
 * A booking as its provider sees it: only what the booking shares of the devotee, with the slot's
 * bounds as ISO instants. `paid_at` is when the money arrived (online, by confirmed UPI, or marked
 * after a home pooja); `note` is the devotee's own, the sankalp details are in their columns.
 */
export type ProviderBooking = Pick<
  Tables<"bookings">,
  | "id"
  | "title"
  | "status"
  | "mode"
  | "price_paise"
  | "devotee_id"
  | "devotee_name"
  | "contact_phone"
  | "address"
  | "note"
  | "response_reason"
  | "cancel_reason"
  | "cancelled_by"
  | "created_at"
  | "paid_at"
> &
  BookingSankalp & { start: string; end: string };

export const PROVIDER_BOOKING_COLUMNS =
  `id, title, status, mode, slot, price_paise, devotee_id, devotee_name, contact_phone, address, note, ${SANKALP_COLUMNS}, response_reason, cancel_reason, cancelled_by, created_at, paid_at` as const;

/** Every booking of the provider by start time: the calendar, dashboard, clients and earnings read them all (the inbox reads pages: list-inbox-bookings.ts). */
export async function fetchProviderBookings(providerId: string): Promise<ProviderBooking[]> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("bookings")
      .select(PROVIDER_BOOKING_COLUMNS)
      .eq("provider_id", providerId)
      .order("slot", { ascending: true }),
  );
  // A range arrives as its text; the generated types leave ranges unknown, as the CLI's do.
  return rows.map(({ slot, ...row }) => ({ ...row, ...parseTimeRange(slot as string) }));
}

export const providerBookingsKey = ["provider-bookings"] as const;

export function providerBookingsOptions(providerId: string) {
  return queryOptions({
    queryKey: [...providerBookingsKey, providerId] as const,
    queryFn: () => fetchProviderBookings(providerId),
  });
}

export function useProviderBookings(providerId: string | undefined) {
  return useQuery({ ...providerBookingsOptions(providerId ?? ""), enabled: Boolean(providerId) });
}
