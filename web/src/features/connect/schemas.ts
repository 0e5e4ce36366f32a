import { z } from "zod";

import { OFFERING_KIND_LABELS } from "@/content/offering-kinds";

/** The kinds a devotee books from a provider (temple poojas and sankalps are booked at the temple). */
const PROVIDER_KINDS = ["consultation", "home_pooja", "online_pooja", "katha"] as const;

export const OFFERING_KINDS = PROVIDER_KINDS.map((value) => ({
  value,
  label: OFFERING_KIND_LABELS[value],
}));

export const SORTS = [
  { value: "rating", label: "Highest rated" },
  { value: "price_asc", label: "Lowest price" },
  { value: "price_desc", label: "Highest price" },
] as const;

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
  sort: z.enum(["rating", "price_asc", "price_desc"]).catch("rating"),
});

export type ProviderFilters = z.infer<typeof providerFiltersSchema>;

export function readProviderFilters(params: URLSearchParams): ProviderFilters {
  return providerFiltersSchema.parse(Object.fromEntries(params));
}

/** Looked up by the plain strings rows carry, so unknown kinds fall back to the raw value. */
export const KIND_LABELS: Record<string, string> = OFFERING_KIND_LABELS;
