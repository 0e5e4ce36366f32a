import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { useTableChanges } from "@/lib/use-table-changes";
import { SANKALP_COLUMNS } from "@/components/sankalp-rows";
import type { PaymentRow } from "@/lib/payment-rules";
import type { PaymentStepParams } from "../payment-step";

/** A booking the caller may read (RLS) with its timeline; null when there is none. */
export async function fetchBooking(bookingId: string) {
  const supabase = await getSupabase();
  const [booking, events] = await Promise.all([
    supabase
      .from("bookings")
      .select(
        `id, devotee_id, devotee_name, paid_at, title, status, mode, slot, price_paise, free_cancel_hours, kept_percent, address, contact_phone, note, ${SANKALP_COLUMNS}, response_reason, cancelled_by, cancel_reason, refundable_paise, recording_url, provider_id, offering_id, providers(display_name, slug, verified_at, booking_horizon_days), temples(name, slug, verified_at), offerings(kind, schedule_weekdays), booking_time_proposals(slot), payments(id, status, method, amount_paise, captured_at, upi_reference, refund_status, refund_paise, refunded_at)`,
      )
      .eq("id", bookingId)
      .maybeSingle()
      // Slots are ranges, which arrive as text but are typed unknown; a payment's method and
      // refund_status are text held to their values by check constraints.
      .overrideTypes<{
        slot: string;
        booking_time_proposals: { slot: string } | null;
        payments: PaymentRow[];
      }>(),
    supabase
      .from("booking_events")
      .select("id, kind, status, note, params, created_at")
      .eq("booking_id", bookingId)
      .order("created_at")
      .order("id")
      // An event's kind is text held by a check constraint, and its params a payment step's JSON.
      .overrideTypes<
        {
          kind: "status" | "payment" | "refund" | "meeting" | "reschedule";
          params: PaymentStepParams | null;
        }[]
      >(),
  ]);
  const detail = throwOnServerError(booking);
  if (!detail) return null;
  return { booking: detail, events: throwOnServerError(events) };
}

/** A booking as its page reads it, with who hosts it, its offering, proposals and payments. */
export type BookingDetail = NonNullable<Awaited<ReturnType<typeof fetchBooking>>>["booking"];

/** A step of a booking's timeline: a status change, or a payment, refund, meeting or time step. */
export type BookingEvent = NonNullable<Awaited<ReturnType<typeof fetchBooking>>>["events"][number];

export const bookingKey = (bookingId: string) => ["booking", bookingId] as const;

export function bookingOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingKey(bookingId),
    queryFn: () => fetchBooking(bookingId),
    // The provider may answer while the devotee is elsewhere: coming back shows the new step.
    refetchOnWindowFocus: true,
  });
}

/**
 * The booking, read again as soon as it or its timeline changes (the host answers, a payment or a
 * new time is recorded), for the devotee and the hosts alike.
 */
export function useBooking(bookingId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: bookingKey(bookingId) });
  useTableChanges("bookings", `id=eq.${bookingId}`, refetch);
  useTableChanges("booking_events", `booking_id=eq.${bookingId}`, refetch);
  return useQuery(bookingOptions(bookingId));
}
