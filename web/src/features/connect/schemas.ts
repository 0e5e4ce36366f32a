import { z } from "zod";

export const OFFERING_KINDS = [
  { value: "consultation", label: "Consultation" },
  { value: "home_pooja", label: "Home pooja" },
  { value: "online_pooja", label: "Online pooja" },
  { value: "katha", label: "Katha" },
] as const;

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
  kind: z.enum(["consultation", "home_pooja", "online_pooja", "katha"]).optional().catch(undefined),
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

export const KIND_LABELS: Record<string, string> = {
  consultation: "Consultation",
  home_pooja: "Home pooja",
  online_pooja: "Online pooja",
  katha: "Katha",
  sankalp: "Sankalp",
  temple_pooja: "Temple pooja",
};
