import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { BookingStatus } from "@/components/booking-status";
import { SANKALP_COLUMNS, type BookingSankalp } from "@/components/sankalp-rows";
import type { PaymentRow } from "@/lib/payment-rules";
import type { PaymentStepParams } from "../payment-step";

export interface BookingDetail extends BookingSankalp {
  id: string;
  devotee_id: string;
  title: string;
  status: BookingStatus;
  mode: "online" | "offline";
  slot: string;
  price_paise: number;
  free_cancel_hours: number;
  kept_percent: number;
  address: string | null;
  contact_phone: string | null;
  /** The name the devotee booked under, which the host reads. */
  devotee_name: string;
  /** When the money arrived; set on a paid booking. */
  paid_at: string | null;
  /** The devotee's own note; the sankalp details are in their columns. */
  note: string;
  response_reason: string | null;
  cancelled_by: "devotee" | "provider" | "platform" | null;
  cancel_reason: string | null;
  refundable_paise: number | null;
  provider_id: string | null;
  offering_id: string;
  providers: {
    display_name: string;
    slug: string;
    verified_at: string | null;
    booking_horizon_days: number;
  } | null;
  temples: { name: string; slug: string; verified_at: string | null } | null;
  /** The temple's recording of a performed pooja. */
  recording_url: string | null;
  offerings: { kind: string; schedule_weekdays: number[] | null } | null;
  /** A new time the host proposed, until the devotee answers. */
  booking_time_proposals: { slot: string } | null;
  payments: PaymentRow[];
}

export interface BookingEvent {
  id: number;
  /** A status change, or a payment or refund step (status is then the booking's at the time). */
  kind: "status" | "payment" | "refund" | "meeting" | "reschedule";
  status: BookingStatus;
  note: string;
  /** A payment or refund step's values, worded by the app; null for status steps. */
  params: PaymentStepParams | null;
  created_at: string;
}

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
      .maybeSingle(),
    supabase
      .from("booking_events")
      .select("id, kind, status, note, params, created_at")
      .eq("booking_id", bookingId)
      .order("created_at")
      .order("id"),
  ]);
  // The slots are ranges, which arrive as text but are typed unknown; an event's kind is text held
  // by a check constraint, and its params the JSON of a payment step.
  const detail = throwOnServerError(booking) as BookingDetail | null;
  if (!detail) return null;
  return { booking: detail, events: throwOnServerError(events) as BookingEvent[] };
}

export const bookingKey = (bookingId: string) => ["booking", bookingId] as const;

export function bookingOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingKey(bookingId),
    queryFn: () => fetchBooking(bookingId),
    // The provider may answer while the devotee is elsewhere: coming back shows the new step.
    refetchOnWindowFocus: true,
  });
}

export function useBooking(bookingId: string) {
  return useQuery(bookingOptions(bookingId));
}
