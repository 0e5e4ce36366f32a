import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "@/components/booking-status";
import { SANKALP_COLUMNS, type BookingSankalp } from "@/components/sankalp-rows";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { parseTimeRange } from "@/lib/time-range";

/** A booking as its provider sees it: only what the booking shares of the devotee. */
export interface ProviderBooking extends BookingSankalp {
  id: string;
  title: string;
  status: BookingStatus;
  mode: "online" | "offline";
  /** The slot's bounds as ISO instants. */
  start: string;
  end: string;
  price_paise: number;
  devotee_id: string;
  devotee_name: string;
  contact_phone: string | null;
  address: string | null;
  /** The devotee's own note; the sankalp details are in their columns. */
  note: string;
  response_reason: string | null;
  cancel_reason: string | null;
  cancelled_by: "devotee" | "provider" | "platform" | null;
  created_at: string;
  /** When the money arrived (online, by confirmed UPI, or marked after a home pooja). */
  paid_at: string | null;
}

export const PROVIDER_BOOKING_COLUMNS = `id, title, status, mode, slot, price_paise, devotee_id, devotee_name, contact_phone, address, note, ${SANKALP_COLUMNS}, response_reason, cancel_reason, cancelled_by, created_at, paid_at`;

/** Every booking of the provider by start time: the calendar, dashboard, clients and earnings read them all (the inbox reads pages: list-inbox-bookings.ts). */
export async function fetchProviderBookings(providerId: string): Promise<ProviderBooking[]> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("bookings")
      .select(PROVIDER_BOOKING_COLUMNS)
      .eq("provider_id", providerId)
      .order("slot", { ascending: true }),
  ) as unknown as (Omit<ProviderBooking, "start" | "end"> & { slot: string })[];
  return rows.map(({ slot, ...row }) => ({ ...row, ...parseTimeRange(slot) }));
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
