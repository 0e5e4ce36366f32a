import { z } from "zod";
import type { AdminSevaProgram } from "./seva-api";

export const sevaSchema = z.object({
  title: z.string().trim().min(1, "Name the program").max(160, "Keep it under 160 characters"),
  description: z.string().trim().max(2000, "Keep it under 2000 characters"),
  goal_rupees: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, "Enter the goal in whole rupees, e.g. 100000")
    .refine((value) => Number(value) >= 1, "The goal is at least ₹1"),
  active: z.boolean(),
});

export type SevaValues = z.infer<typeof sevaSchema>;

export function sevaValuesOf(program: AdminSevaProgram | null): SevaValues {
  return {
    title: program?.title ?? "",
    description: program?.description ?? "",
    goal_rupees: program ? String(Math.round(program.goal_paise / 100)) : "",
    active: program?.active ?? true,
  };
}

/** Rupees typed, paise stored. */
export function sevaRowOf(values: SevaValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    goal_paise: Number(values.goal_rupees) * 100,
    active: values.active,
  };
}
