import { z } from "zod";

/** The kinds a devotee books from a provider (temple poojas and sankalps are booked at the temple). */
export const PROVIDER_KINDS = ["consultation", "home_pooja", "online_pooja", "katha"] as const;

/** The orders of the list; their labels are in the book's `filters.sorts`. */
export const SORTS = ["rating", "price_asc", "price_desc"] as const;

const rupees = z.coerce.number().int().min(0).max(10_000_000).optional().catch(undefined);
const text = z.string().trim().max(80).optional().catch(undefined);

/** /connect's filters, read from the URL; anything malformed is dropped rather than shown as an error. */
export const providerFiltersSchema = z.object({
  q: text,
  kind: z.enum(PROVIDER_KINDS).optional().catch(undefined),
  language: text,
  city: text,
  mode: z.enum(["online", "offline"]).optional().catch(undefined),
  minPrice: rupees,
  maxPrice: rupees,
  sort: z.enum(SORTS).catch("rating"),
});

export type ProviderFilters = z.infer<typeof providerFiltersSchema>;

export function readProviderFilters(params: URLSearchParams): ProviderFilters {
  return providerFiltersSchema.parse(Object.fromEntries(params));
}
