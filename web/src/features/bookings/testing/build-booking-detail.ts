import { NOTHING_WRITTEN } from "@/testing/booking-rows";
import type { BookingDetail, BookingEvent } from "../api/get-booking";

/** A confirmed online booking of Pandit Ravi's for Meera Sharma, an hour from `start` (ms). */
export function buildBookingDetail(
  start: number,
  overrides: Partial<BookingDetail> = {},
): BookingDetail {
  const at = (ms: number) => new Date(ms).toISOString().replace("T", " ").replace(".000Z", "+00");
  return {
    id: "b1",
    devotee_id: "user-1",
    devotee_name: "Meera Sharma",
    paid_at: null,
    title: "Rudrabhishek",
    status: "confirmed",
    mode: "online",
    slot: `["${at(start)}","${at(start + 3_600_000)}")`,
    price_paise: 110000,
    free_cancel_hours: 24,
    kept_percent: 50,
    address: null,
    contact_phone: null,
    ...NOTHING_WRITTEN,
    response_reason: null,
    cancelled_by: null,
    cancel_reason: null,
    refundable_paise: null,
    providers: {
      display_name: "Pandit Ravi",
      slug: "pandit-ravi",
      verified_at: null,
      booking_horizon_days: 60,
    },
    temples: null,
    recording_url: null,
    offerings: { kind: "online_pooja", schedule_weekdays: null },
    booking_time_proposals: null,
    provider_id: "provider-1",
    offering_id: "offering-1",
    payments: [],
    ...overrides,
  };
}

/** A line of the booking's timeline, written on 24 November 2026. */
export const buildBookingEvent = (
  id: number,
  status: BookingEvent["status"],
  note = "",
  kind: BookingEvent["kind"] = "status",
): BookingEvent => ({
  id,
  kind,
  status,
  note,
  params: null,
  created_at: "2026-11-24T04:30:00Z",
});
