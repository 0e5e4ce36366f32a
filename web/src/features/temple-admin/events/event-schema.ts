import { z } from "zod";
import { TEMPLE_EVENT_KIND_LABELS, type TempleEventKind } from "@/content/temple-event-kinds";
import { formatIstClock, indiaInstant } from "@/lib/ist-calendar";
import { indiaDateOf } from "@/lib/format";
import { eventsMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";

/** A temple's event as its admins see it, cancelled ones included. */
export interface AdminTempleEvent {
  id: string;
  title: string;
  description: string;
  kind: TempleEventKind;
  starts_at: string;
  duration_minutes: number | null;
  capacity: number | null;
  registration_count: number;
  registration_open: boolean;
  cancelled_at: string | null;
  featured_until: string | null;
  is_sample: boolean;
  /** A katha series' speaker and dated sessions (none for other kinds). */
  speaker: string | null;
  katha_sessions: { starts_at: string; topic: string }[];
  /** Whether featured_until was still ahead when the list was read. */
  is_featured: boolean;
}

export const ADMIN_EVENT_COLUMNS =
  "id, title, description, kind, starts_at, duration_minutes, capacity, registration_count, registration_open, cancelled_at, featured_until, is_sample, speaker, katha_sessions(starts_at, topic)";

const { say, under } = schemaErrorsOf(eventsMessages);

const wholeNumber = (message: ReturnType<typeof say>, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, message)
    .refine((value) => value === "" || (Number(value) > 0 && Number(value) <= max), message);

export const eventSchema = z
  .object({
    title: z.string().trim().min(1, say("name")).max(160, under(160)),
    kind: z.enum(Object.keys(TEMPLE_EVENT_KIND_LABELS) as [TempleEventKind, ...TempleEventKind[]]),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, say("date")),
    time: z.string().regex(/^\d{2}:\d{2}$/, say("startTime")),
    duration_minutes: wholeNumber(say("minutes"), 10080),
    capacity: wholeNumber(say("places"), 1_000_000),
    registration_open: z.boolean(),
    description: z.string().trim().max(2000, under(2000)),
  })
  .refine((values) => indiaInstant(values.date, values.time).getTime() > Date.now(), {
    path: ["time"],
    ...say("passed"),
  });

export type EventValues = z.infer<typeof eventSchema>;

export function eventValuesOf(event: AdminTempleEvent | null): EventValues {
  return {
    title: event?.title ?? "",
    kind: event?.kind ?? "special_pooja",
    date: event ? indiaDateOf(new Date(event.starts_at)) : "",
    time: event ? formatIstClock(event.starts_at) : "",
    duration_minutes: event?.duration_minutes?.toString() ?? "",
    capacity: event?.capacity?.toString() ?? "",
    registration_open: event?.registration_open ?? true,
    description: event?.description ?? "",
  };
}

/** The row to write: the IST date and time as one instant, empty numbers as no limit. */
export function eventRowOf(values: EventValues) {
  const numberOrNull = (value: string) => (value === "" ? null : Number(value));
  return {
    title: values.title.trim(),
    kind: values.kind,
    starts_at: indiaInstant(values.date, values.time).toISOString(),
    duration_minutes: numberOrNull(values.duration_minutes),
    capacity: numberOrNull(values.capacity),
    registration_open: values.registration_open,
    description: values.description.trim(),
  };
}
