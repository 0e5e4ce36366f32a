import type { LiveStream } from "@/content/live-streams";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";
import { LiveStreamCard } from "./live-stream-card";
import { StreamList } from "./stream-list";

/** The Live Now cards of /live, or where to look when nobody is live. */
export function LiveNowList({ streams }: { streams: readonly LiveStream[] }) {
  const m = useMessages(liveMessages);
  return (
    <StreamList
      streams={streams}
      none={
        <>
          {m.nobodyLive}{" "}
          <a href="#coming-up-title" className="font-semibold text-primary underline">
            {m.seeComingUp}
          </a>
        </>
      }
      className="mt-4 grid gap-4 md:grid-cols-3"
    >
      {(stream, index) => <LiveStreamCard stream={stream} isAboveFold={index === 0} />}
    </StreamList>
  );
}
