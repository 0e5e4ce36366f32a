import { z } from "zod";

/** Supabase's image transformation options, from a JSON body or (coerced) from a query string. */
export const transformSchema = z.object({
  width: z.coerce.number().int().positive().optional(),
  height: z.coerce.number().int().positive().optional(),
  resize: z.enum(["cover", "contain", "fill"]).optional(),
  quality: z.coerce.number().int().min(20).max(100).optional(),
  format: z.enum(["origin", "avif", "webp"]).optional(),
});
