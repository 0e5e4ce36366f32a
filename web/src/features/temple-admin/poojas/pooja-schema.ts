import { z } from "zod";
import type { Tables } from "@/lib/database";
import type { OnlineMeetingKind } from "@/lib/offering-meeting";
import { paiseToRupees, rupeesToPaise } from "@/lib/rupees-field";
import { poojasMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";

/**
 * A temple's pooja as its admins manage it; schedule_time is "07:00:00" in the temple's zone. Its
 * meeting kind is set apart from the form (rpc set_offering_meeting); a check constraint keeps it
 * off at_address, which the generated type has.
 */
export type TemplePooja = Pick<
  Tables<"offerings">,
  | "id"
  | "title"
  | "description"
  | "duration_minutes"
  | "price_paise"
  | "free_cancel_hours"
  | "kept_percent"
  | "active"
  | "schedule_weekdays"
  | "schedule_time"
> & { meeting_kind: OnlineMeetingKind };

export const POOJA_COLUMNS =
  "id, title, description, duration_minutes, price_paise, free_cancel_hours, kept_percent, active, schedule_weekdays, schedule_time, meeting_kind";

const { say, under } = schemaErrorsOf(poojasMessages);

const whole = (message: ReturnType<typeof say>, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

export const poojaSchema = z.object({
  title: z.string().trim().min(1, say("name")).max(160, under(160)),
  description: z.string().trim().max(4000, under(4000)),
  price_rupees: whole(say("price"), 0, 10_000_000),
  duration_minutes: whole(say("minutes"), 5, 1440),
  weekdays: z.array(z.string()).min(1, say("days")),
  time: z.string().regex(/^\d{2}:\d{2}$/, say("time")),
  free_cancel_hours: whole(say("hours"), 0, 720),
  kept_percent: whole(say("share"), 0, 100),
});

export type PoojaValues = z.infer<typeof poojaSchema>;

export function poojaValuesOf(pooja: TemplePooja | null): PoojaValues {
  return {
    title: pooja?.title ?? "",
    description: pooja?.description ?? "",
    price_rupees: pooja ? paiseToRupees(pooja.price_paise) : "",
    duration_minutes: String(pooja?.duration_minutes ?? 30),
    weekdays: (pooja?.schedule_weekdays ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
    time: pooja?.schedule_time?.slice(0, 5) ?? "07:00",
    free_cancel_hours: String(pooja?.free_cancel_hours ?? 24),
    kept_percent: String(pooja?.kept_percent ?? 0),
  };
}

/** The offering row: a temple pooja the devotee attends online, price in paise. */
export function poojaRowOf(values: PoojaValues) {
  return {
    kind: "temple_pooja" as const,
    mode: "online" as const,
    title: values.title.trim(),
    description: values.description.trim(),
    price_paise: rupeesToPaise(values.price_rupees),
    duration_minutes: Number(values.duration_minutes),
    schedule_weekdays: values.weekdays.map(Number).sort(),
    schedule_time: values.time,
    free_cancel_hours: Number(values.free_cancel_hours),
    kept_percent: Number(values.kept_percent),
  };
}
