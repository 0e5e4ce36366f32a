/** SPEC §5 session types, in the order the form offers them. */
export const LIVE_SESSION_TYPES = ["Katha", "Pravachan", "Event", "Bhajan", "Meditation"] as const;
export type LiveSessionType = (typeof LIVE_SESSION_TYPES)[number];

/** SPEC §3 Live session, kept only in this browser. */
export interface LiveSession {
  id: string;
  title: string;
  /** ISO calendar date. */
  date: string;
  /** 24-hour time. */
  time: string;
  duration: string;
  type: LiveSessionType;
  venue: string;
  registered: number;
  status: "scheduled" | "live";
  description: string;
  image: string;
}

const textFields = ["id", "title", "date", "time", "duration", "venue", "description", "image"];

/** Whether a value read back from storage is a well-formed session. */
export function isLiveSession(value: unknown): value is LiveSession {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    textFields.every((field) => typeof record[field] === "string") &&
    LIVE_SESSION_TYPES.includes(record.type as LiveSessionType) &&
    (record.status === "scheduled" || record.status === "live") &&
    Number.isInteger(record.registered) &&
    (record.registered as number) >= 0
  );
}

/** What the Schedule Live form collects. */
export type LiveSessionDraft = Omit<LiveSession, "id" | "registered" | "status">;

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

/** A new session starts scheduled with nobody registered (SPEC §4). */
export function createLiveSession(draft: LiveSessionDraft, id: string): LiveSession {
  return { ...draft, title: draft.title.trim(), id, status: "scheduled", registered: 0 };
}

/** The schedule a user sees before scheduling anything. */
export const sampleLiveSessions: readonly LiveSession[] = [
  {
    id: "ls-sample-1",
    title: "Sunrise Aarti and Bhajan",
    date: "2026-12-20",
    time: "06:00",
    duration: "45 minutes",
    type: "Bhajan",
    venue: "Online",
    registered: 312,
    status: "live",
    description: "Morning aarti followed by bhajans with the mandli.",
    image: "",
  },
  {
    id: "ls-sample-2",
    title: "Bhagavad Gita Chapter 2 Pravachan",
    date: "2026-12-27",
    time: "18:30",
    duration: "90 minutes",
    type: "Pravachan",
    venue: "Online",
    registered: 148,
    status: "scheduled",
    description: "Sankhya yoga explained with questions from listeners.",
    image: "",
  },
];
