import { describe, expect, it } from "vitest";
import { UPCOMING_STREAMS } from "@/content/live-streams";
import { toUpcomingStream } from "./get-coming-up";

type Row = Parameters<typeof toUpcomingStream>[0];

// 05:00 on 24 Nov in India.
const NOW = new Date("2026-11-23T23:30:00Z");
const sample = {
  duration_minutes: null,
  description: "",
  venue: "Online",
  is_sample: true,
  thumbnail_path: null,
  thumbnail_alt: null,
};

/** The card for an example row with `row`'s own fields, as of NOW. */
const cardFor = (
  row: Pick<Row, "title" | "kind" | "starts_at" | "reminder_count"> & Partial<Row>,
) => toUpcomingStream({ ...sample, id: "x", ...row }, NOW);

/** A meditation on Friday 27 Nov, 08:00 in India. */
const dhyana = {
  title: "Dhyana",
  kind: "meditation",
  starts_at: "2026-11-27T02:30:00Z",
  reminder_count: 0,
} as const;

describe("toUpcomingStream", () => {
  it("maps the seeded rows to the specification's day, time and type", () => {
    const rows = [
      ["Sandhya Ganga Aarti, Har Ki Pauri", "aarti", "2026-11-24T12:45:00Z", 12480],
      ["Shiv Mahapuran Katha", "pravachan", "2026-11-24T14:30:00Z", 8930],
      ["Hare Krishna Kirtan Mela", "bhajan", "2026-11-25T01:30:00Z", 5640],
    ] as const;
    const cards = rows.map(([title, kind, starts_at, reminder_count], index) =>
      toUpcomingStream(
        { ...sample, id: `id-${index}`, title, kind, starts_at, reminder_count },
        NOW,
      ),
    );
    expect(cards.map(({ id: _id, ...card }) => card)).toEqual(
      UPCOMING_STREAMS.map(({ id: _id, ...card }) => card),
    );
  });

  it("shows the thumbnail a host uploaded to the public live-thumbnails bucket", () => {
    const card = cardFor({ ...dhyana, thumbnail_path: "u1/dhyana.png" });
    expect(card.thumbnail).toEqual({
      src: `${window.location.origin}/storage/v1/object/public/live-thumbnails/u1/dhyana.png`,
      alt: "",
    });
  });

  it("moves an example whose time has passed to its next day, never showing it as past", () => {
    // Seeded three days ago at 18:15 India time; it is now 05:00 on the 24th.
    const card = cardFor({
      title: "Sandhya Ganga Aarti, Har Ki Pauri",
      kind: "aarti",
      starts_at: "2026-11-20T12:45:00Z",
      reminder_count: 12480,
    });
    expect(card).toMatchObject({ day: "Today", time: "18:15", isExample: true });
  });

  it("dates a session after tomorrow by its weekday and date in India", () => {
    expect(cardFor(dhyana)).toMatchObject({
      day: "Fri, 27 Nov",
      time: "08:00",
      type: "Meditation",
    });
  });

  it("gives a real session what a reminder needs; a sample gets none", () => {
    const row = {
      id: "r",
      title: "Gita Satsang",
      kind: "katha" as const,
      starts_at: "2026-11-24T13:30:00Z",
      reminder_count: 2,
      duration_minutes: 45,
      description: "Chapter 12",
      venue: "Online",
      thumbnail_path: null,
      thumbnail_alt: null,
    };
    expect(toUpcomingStream({ ...row, is_sample: false }, NOW).reminder).toEqual({
      startsAt: "2026-11-24T13:30:00Z",
      durationMinutes: 45,
      description: "Chapter 12",
      venue: "Online",
    });
    expect(toUpcomingStream({ ...row, is_sample: true }, NOW).reminder).toBeUndefined();
  });
});
