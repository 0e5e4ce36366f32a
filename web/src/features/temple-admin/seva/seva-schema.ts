import { z } from "zod";
import { paiseToRupees, rupeesToPaise } from "@/lib/rupees-field";
import { sevaMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";
import type { AdminSevaProgram } from "./admin-seva-program";

const { say, under } = schemaErrorsOf(sevaMessages);

export const sevaSchema = z.object({
  title: z.string().trim().min(1, say("name")).max(160, under(160)),
  description: z.string().trim().max(2000, under(2000)),
  goal_rupees: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, say("goal"))
    .refine((value) => Number(value) >= 1, say("goalMin")),
  active: z.boolean(),
});

export type SevaValues = z.infer<typeof sevaSchema>;

export function sevaValuesOf(program: AdminSevaProgram | null): SevaValues {
  return {
    title: program?.title ?? "",
    description: program?.description ?? "",
    goal_rupees: program ? paiseToRupees(program.goal_paise) : "",
    active: program?.active ?? true,
  };
}

/** Rupees typed, paise stored. */
export function sevaRowOf(values: SevaValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    goal_paise: rupeesToPaise(values.goal_rupees),
    active: values.active,
  };
}
