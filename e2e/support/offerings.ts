// The offerings the journeys book, each written once: its kind, length, price and the share a
// late cancellation keeps.
import type { OfferingSpec } from "./providers";

/** A paid online pooja: ₹1,100 for an hour, free to cancel until 24 hours before, then half kept. */
export const ROOT_POOJA = {
  kind: "online_pooja",
  title: "Rudrabhishek Online",
  mode: "online",
  duration_minutes: 60,
  price_paise: 110_000,
  free_cancel_hours: 24,
  kept_percent: 50,
} as const satisfies OfferingSpec;

/** A free half-hour online consultation with the same cancellation terms. */
export const FREE_CONSULTATION = {
  kind: "consultation",
  title: "Muhurat Consultation",
  mode: "online",
  duration_minutes: 30,
  price_paise: 0,
  free_cancel_hours: 24,
  kept_percent: 50,
} as const satisfies OfferingSpec;

/** A paid half-hour online consultation. */
export const PAID_CONSULTATION = {
  kind: "consultation",
  title: "Jyotish Consultation",
  mode: "online",
  duration_minutes: 30,
  price_paise: 50_000,
} as const satisfies OfferingSpec;

/** A two-hour pooja at the devotee's home, ₹2,100. */
export const HOME_POOJA = {
  kind: "home_pooja",
  title: "Griha Pravesh Pooja",
  mode: "offline",
  duration_minutes: 120,
  price_paise: 210_000,
} as const satisfies OfferingSpec;
