import { describe, expect, it } from "vitest";
import { LIVE_STREAMS, UPCOMING_STREAMS } from "../../../web/src/content/live-streams.ts";
import { sampleId } from "./sample-content.ts";
import { SAMPLE_LIVE_SESSIONS } from "./sample-listings.ts";

// The web app pre-renders /live from its own copy of the samples; the ids must be the seeded
// rows' ids, or the refresh from the database replaces every card and reminders fail on them.
describe("the web app's sample live sessions", () => {
  it.each([...LIVE_STREAMS, ...UPCOMING_STREAMS].map((stream) => [stream.title, stream.id]))(
    "%s carries the seeded row's id",
    (title, id) => {
      const seeded = SAMPLE_LIVE_SESSIONS.find((session) => session.title === title);
      expect(seeded, `no seeded session is titled ${title}`).toBeDefined();
      expect(id).toBe(sampleId(`live:${seeded!.key}`));
    },
  );
});
