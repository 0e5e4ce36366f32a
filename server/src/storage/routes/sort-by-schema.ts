import { z } from "zod";

/** Storage's `sortBy` in a list request: one of the columns given, by name ascending when absent. */
export function sortBySchema<const Column extends readonly ["name", ...string[]]>(columns: Column) {
  return z
    .object({ column: z.enum(columns), order: z.enum(["asc", "desc"]).default("asc") })
    .default({ column: "name", order: "asc" });
}
