import { z } from "zod";
import { formatIstClock, indiaInstant } from "@/lib/ist-calendar";
import { indiaDateOf } from "@/lib/format";
import type { AdminTempleEvent } from "../events/event-schema";
import type { KathaSeriesInput } from "../events/temple-events-api";
import { kathaMessages } from "./messages";
import { schemaErrorsOf } from "../schema-errors";

const { say, under } = schemaErrorsOf(kathaMessages);

const session = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, say("date")),
  time: z.string().regex(/^\d{2}:\d{2}$/, say("time")),
  topic: z.string().trim().max(160, under(160)),
});

export const kathaSchema = z.object({
  title: z.string().trim().min(1, say("name")).max(160, under(160)),
  speaker: z.string().trim().min(1, say("speaker")).max(120, under(120)),
  description: z.string().trim().max(2000, under(2000)),
  capacity: z.string().trim().regex(/^\d*$/, say("places")),
  sessions: z
    .array(session)
    .min(1, say("atLeastOne"))
    .max(60, say("atMost"))
    .refine(
      (sessions) =>
        sessions.every(({ date, time }) => indiaInstant(date, time).getTime() > Date.now()),
      say("future"),
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
