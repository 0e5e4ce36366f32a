import type { LiveStream } from "@/content/live-streams";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";
import { LiveStreamCard } from "./live-stream-card";

/** The Live Now cards of /live, or where to look when nobody is live. */
export function LiveNowList({ streams }: { streams: readonly LiveStream[] }) {
  const m = useMessages(liveMessages);
  if (streams.length === 0) {
    return (
      <p className="mt-4">
        {m.nobodyLive}{" "}
        <a href="#coming-up-title" className="font-semibold text-primary underline">
          {m.seeComingUp}
        </a>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-3">
      {/* Keyed by position, as the gurus' cards are: the database's rows update them in place. */}
      {streams.map((stream, index) => (
        <li key={index}>
          <LiveStreamCard stream={stream} isAboveFold={index === 0} />
        </li>
      ))}
    </ul>
  );
}
