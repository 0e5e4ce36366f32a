import { NOTHING_WRITTEN } from "@/testing/booking-rows";
import type { ProviderBooking } from "../api/list-provider-bookings";

/** A completed-or-given-status booking starting at `start`, for tests of the practice screens. */
export function buildProviderBooking(
  start: string,
  overrides: Partial<ProviderBooking> = {},
): ProviderBooking {
  return {
    id: start,
    title: "Havan",
    status: "confirmed",
    mode: "offline",
    start,
    end: start,
    price_paise: 110000,
    devotee_id: "d1",
    devotee_name: "Priya",
    contact_phone: null,
    address: null,
    ...NOTHING_WRITTEN,
    response_reason: null,
    cancel_reason: null,
    cancelled_by: null,
    created_at: start,
    paid_at: start,
    ...overrides,
  };
}
