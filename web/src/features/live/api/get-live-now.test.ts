import { describe, expect, it } from "vitest";
import { LIVE_STREAMS } from "@/content/live-streams";
import { toLiveStream, type LiveNowRow } from "./get-live-now";

const TIRUPATI: LiveNowRow = {
  id: "b1d0c1a2-0000-4000-8000-000000000001",
  title: "Suprabhatam Seva and Morning Darshan",
  kind: "darshan",
  starts_at: "2026-11-24T00:00:00+00:00",
  started_at: null,
  venue: "Online",
  presenter_name: "TTD Archakas",
  viewer_count: 125430,
  chat_enabled: true,
  donations_enabled: true,
  thumbnail_path: "/images/live/temple-darshan.svg",
  thumbnail_alt: "Aarti lamps before a temple",
  stream_url: null,
  is_sample: true,
  temples: { name: "Tirumala Sri Venkateswara Temple" },
  providers: null,
};

describe("toLiveStream", () => {
  it("maps a seeded row to the card the specification shows", () => {
    const { id: _id, startTime: _start, ...card } = toLiveStream(TIRUPATI);
    const { id: _sampleId, startTime: _sampleStart, ...sample } = LIVE_STREAMS[0]!;
    expect(card).toEqual(sample);
  });

  it("names a guru's own stream by the guru and its venue, with the kind's illustration", () => {
    const stream = toLiveStream({
      ...TIRUPATI,
      kind: "katha",
      presenter_name: null,
      thumbnail_path: null,
      thumbnail_alt: null,
      temples: null,
      providers: { display_name: "Acharya Test" },
    });
    expect(stream).toMatchObject({
      temple: "Online",
      host: "Acharya Test",
      type: "Katha",
      thumbnail: { src: "/images/live/spiritual-discourse.svg" },
    });
  });

  it("serves an uploaded thumbnail from the public live-thumbnails bucket", () => {
    const stream = toLiveStream({ ...TIRUPATI, thumbnail_path: "u1/aarti.webp" });
    expect(stream.thumbnail).toEqual({
      src: `${window.location.origin}/storage/v1/object/public/live-thumbnails/u1/aarti.webp`,
      alt: "Aarti lamps before a temple",
    });
  });

  it("carries the stream link a signed-in devotee joins by", () => {
    const link = "https://www.youtube.com/live/abc";
    expect(toLiveStream({ ...TIRUPATI, stream_url: link }).streamUrl).toBe(link);
  });

  it("shows a real stream from when it really started, as no example", () => {
    const stream = toLiveStream({
      ...TIRUPATI,
      is_sample: false,
      viewer_count: 3,
      started_at: "2026-11-24T00:12:00+00:00",
    });
    expect(stream).toMatchObject({
      startTime: "2026-11-24T00:12:00+00:00",
      isExample: false,
      isChatActive: true,
      viewers: 3,
    });
  });

  it("says chat is active only where the host opened it", () => {
    const quiet = toLiveStream({ ...TIRUPATI, is_sample: false, chat_enabled: false });
    expect(quiet.isChatActive).toBe(false);
  });
});
