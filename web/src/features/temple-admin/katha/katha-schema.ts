import { z } from "zod";
import { formatIstClock, indiaInstant } from "@/lib/ist-calendar";
import { indiaDateOf } from "@/lib/format";
import type { AdminTempleEvent } from "../events/event-schema";
import type { KathaSeriesInput } from "../events/temple-events-api";

const session = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date"),
  time: z.string().regex(/^\d{2}:\d{2}$/, "Choose the time"),
  topic: z.string().trim().max(160, "Keep it under 160 characters"),
});

export const kathaSchema = z.object({
  title: z.string().trim().min(1, "Name the series").max(160, "Keep it under 160 characters"),
  speaker: z.string().trim().min(1, "Name the speaker").max(120, "Keep it under 120 characters"),
  description: z.string().trim().max(2000, "Keep it under 2000 characters"),
  capacity: z
    .string()
    .trim()
    .regex(/^\d*$/, "Enter the number of places, or leave it empty for no limit"),
  sessions: z
    .array(session)
    .min(1, "Add at least one session")
    .max(60, "A series has at most 60 sessions")
    .refine(
      (sessions) =>
        sessions.every(({ date, time }) => indiaInstant(date, time).getTime() > Date.now()),
      "Every session must be in the future",
    ),
});

export type KathaValues = z.infer<typeof kathaSchema>;

export function kathaValuesOf(series: AdminTempleEvent | null): KathaValues {
  return {
    title: series?.title ?? "",
    speaker: series?.speaker ?? "",
    description: series?.description ?? "",
    capacity: series?.capacity?.toString() ?? "",
    sessions: series?.katha_sessions.map((row) => ({
      date: indiaDateOf(new Date(row.starts_at)),
      time: formatIstClock(row.starts_at),
      topic: row.topic,
    })) ?? [{ date: "", time: "18:00", topic: "" }],
  };
}

export function kathaInputOf(values: KathaValues, templeId: string, id?: string): KathaSeriesInput {
  return {
    templeId,
    id,
    title: values.title.trim(),
    speaker: values.speaker.trim(),
    description: values.description.trim(),
    capacity: values.capacity === "" ? null : Number(values.capacity),
    sessions: values.sessions.map(({ date, time, topic }) => ({
      starts_at: indiaInstant(date, time).toISOString(),
      topic: topic.trim(),
    })),
  };
}
