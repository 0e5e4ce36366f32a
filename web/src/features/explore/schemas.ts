import { z } from "zod";

/** Explore's search, read from the URL: words typed by people, trimmed, empty ignored. */
const searchTerm = z
  .string()
  .trim()
  .max(80)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);

export const templeFiltersSchema = z.object({ city: searchTerm, deity: searchTerm });

export type TempleFilters = z.infer<typeof templeFiltersSchema>;

export function readTempleFilters(params: URLSearchParams): TempleFilters {
  return templeFiltersSchema.parse({
    city: params.get("city") ?? undefined,
    deity: params.get("deity") ?? undefined,
  });
}
