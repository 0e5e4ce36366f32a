import type { Tables } from "./database";

/**
 * What an offering says before anyone books it: its kind and title, where and how long, the price
 * and the cancellation terms. Its public page and its provider's own list read the same columns.
 */
export type OfferingTerms = Pick<
  Tables<"offerings">,
  | "id"
  | "kind"
  | "title"
  | "description"
  | "mode"
  | "duration_minutes"
  | "price_paise"
  | "free_cancel_hours"
  | "kept_percent"
>;
