import { publicImageUrl } from "@/lib/public-data";
import { messagesOf } from "@/lib/i18n/locale-store";
import { indiaInstant } from "@/lib/ist-calendar";
import { liveSessionsMessages } from "./messages";

/** SPEC §5 session types, in the order the form offers them. */
export const LIVE_SESSION_TYPES = [
  "Katha",
  "Pravachan",
  "Event",
  "Bhajan",
  "Meditation",
  "Aarti",
] as const;
export type LiveSessionType = (typeof LIVE_SESSION_TYPES)[number];

/** The database's kinds; the form offers the SPEC's five and Aarti, sessions of other kinds still list. */
export type LiveSessionKind =
  "aarti" | "darshan" | "pravachan" | "bhajan" | "katha" | "meditation" | "prayer" | "event";

export type LiveSessionStatus = "scheduled" | "live" | "ended" | "cancelled";

/** A row of public.live_sessions as the host's screen reads it. */
export interface HostedLiveSession {
  id: string;
  title: string;
  description: string;
  kind: LiveSessionKind;
  starts_at: string;
  duration_minutes: number | null;
  status: LiveSessionStatus;
  venue: string;
  stream_url: string | null;
  thumbnail_path: string | null;
  reminder_count: number;
  /** Viewers by their players' heartbeats (shown while live when presence has not answered). */
  viewer_count: number;
}

/** What the Schedule Live form collects: the date and time are India's wall clock. */
export interface LiveSessionDraft {
  title: string;
  /** ISO calendar date. */
  date: string;
  /** 24-hour time. */
  time: string;
  duration: string;
  type: LiveSessionType;
  venue: string;
  description: string;
  image: string;
}

/** The columns a draft writes. */
export type LiveSessionRow = Pick<
  HostedLiveSession,
  "title" | "description" | "kind" | "starts_at" | "duration_minutes" | "venue" | "thumbnail_path"
>;

/** SPEC §5 defaults: type Katha, venue Online, everything else empty. */
export const emptyDraft: LiveSessionDraft = {
  title: "",
  date: "",
  time: "",
  duration: "",
  type: "Katha",
  venue: "Online",
  description: "",
  image: "",
};

/** Title, date and time are required (SPEC §5). */
export function isDraftComplete(draft: LiveSessionDraft): boolean {
  return draft.title.trim() !== "" && draft.date !== "" && draft.time !== "";
}

/** "60", "60 minutes", "90 min", "1 hour", "2 hrs" as minutes; null when it says none of these. */
export function parseDurationMinutes(text: string): number | null {
  const match = /^(\d{1,4})\s*(m|min|mins|minutes?|h|hr|hrs|hours?)?$/i.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]?.toLowerCase().startsWith("h") ? amount * 60 : amount;
}

/**
 * Why a complete draft cannot be scheduled at `now`, in words for the form's error toast, or null
 * when it can. The database refuses a past start too; saying it here keeps what was typed.
 */
export function findDraftProblem(draft: LiveSessionDraft, now: Date): string | null {
  const problems = messagesOf(liveSessionsMessages).problems;
  const startsAt = indiaInstant(draft.date, draft.time);
  if (Number.isNaN(startsAt.getTime())) return problems.noDateTime;
  if (startsAt.getTime() <= now.getTime()) return problems.past;
  if (draft.duration.trim() !== "") {
    const minutes = parseDurationMinutes(draft.duration);
    if (minutes === null || minutes < 1 || minutes > 1440) {
      return problems.duration;
    }
  }
  const image = draft.image.trim();
  if (image !== "" && !image.startsWith(uploadedThumbnailPrefix()) && !isHttpsUrl(image, 300)) {
    return problems.image;
  }
  return null;
}

const KIND_OF_TYPE: Record<LiveSessionType, LiveSessionKind> = {
  Katha: "katha",
  Pravachan: "pravachan",
  Event: "event",
  Bhajan: "bhajan",
  Meditation: "meditation",
  Aarti: "aarti",
};

/**
 * Where live-thumbnails serves an upload. Such a URL is saved as its object path, so the card
 * builds it from the API base it runs against (and a local http server is accepted).
 */
function uploadedThumbnailPrefix(): string {
  return publicImageUrl("live-thumbnails", "");
}

function toThumbnailPath(image: string): string | null {
  const prefix = uploadedThumbnailPrefix();
  return image.startsWith(prefix) ? image.slice(prefix.length) : image || null;
}

/** The columns a checked draft writes; the title is trimmed, an empty duration stays unset. */
export function toLiveSessionRow(draft: LiveSessionDraft): LiveSessionRow {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    kind: KIND_OF_TYPE[draft.type],
    starts_at: indiaInstant(draft.date, draft.time).toISOString(),
    duration_minutes: draft.duration.trim() === "" ? null : parseDurationMinutes(draft.duration),
    venue: draft.venue.trim() || "Online",
    thumbnail_path: toThumbnailPath(draft.image.trim()),
  };
}

const indiaParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A saved session back in the form, for editing. */
export function toDraft(session: HostedLiveSession): LiveSessionDraft {
  const parts = Object.fromEntries(
    indiaParts.formatToParts(new Date(session.starts_at)).map((part) => [part.type, part.value]),
  );
  const type = LIVE_SESSION_TYPES.find((t) => KIND_OF_TYPE[t] === session.kind) ?? "Event";
  return {
    title: session.title,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    duration: session.duration_minutes === null ? "" : `${session.duration_minutes} minutes`,
    type,
    venue: session.venue,
    description: session.description,
    image: session.thumbnail_path ? publicImageUrl("live-thumbnails", session.thumbnail_path) : "",
  };
}

/** An https URL with a host, at most `maxLength` long (what the database accepts). */
export function isHttpsUrl(text: string, maxLength = 2048): boolean {
  if (text.length > maxLength || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Upcoming first (live, then scheduled by start time); History is ended and cancelled. */
export function splitByStage(sessions: readonly HostedLiveSession[]) {
  const byStart = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return {
    upcoming: byStart.filter((s) => s.status === "live" || s.status === "scheduled"),
    history: byStart.filter((s) => s.status === "ended" || s.status === "cancelled").reverse(),
  };
}
