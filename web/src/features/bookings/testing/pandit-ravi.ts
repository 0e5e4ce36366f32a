/** A verified guru who takes bookings up to 60 days ahead, as an offering's `providers` embed. */
export const PANDIT_RAVI = {
  display_name: "Pandit Ravi",
  slug: "pandit-ravi",
  booking_horizon_days: 60,
  verified_at: "2026-11-20T05:00:00Z",
};
