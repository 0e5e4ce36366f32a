import { PublicListError } from "@/components/public-list-error";
import { publicPaths } from "@/config/public-paths";
import type { LiveStream } from "@/content/live-streams";
import { useMessages } from "@/lib/i18n/use-messages";
import type { LiveListings } from "../api/get-live-listings";
import { liveMessages } from "../messages";
import { ComingUpList } from "./coming-up-list";
import { CommunityStats } from "./community-stats";
import { LiveNowList } from "./live-now-list";

const sumViewers = (streams: readonly LiveStream[]) =>
  streams.reduce((sum, stream) => sum + stream.viewers, 0);

/**
 * /live: streams live now, those coming up next, and the community's numbers (SPEC §2).
 * `listings` is null when they could not be read.
 */
export function LivePage({ listings }: { listings: LiveListings | null }) {
  const m = useMessages(liveMessages);
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-14 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-4xl font-extrabold text-secondary">{m.title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <section aria-labelledby="live-now-title">
        <h2 id="live-now-title" className="text-2xl font-extrabold">
          {m.liveNow}
        </h2>
        {listings ? (
          <LiveNowList streams={listings.liveNow} />
        ) : (
          <PublicListError what={m.streamsWhat} path={publicPaths.live} />
        )}
      </section>
      <section aria-labelledby="coming-up-title">
        <h2 id="coming-up-title" className="scroll-mt-20 text-2xl font-extrabold">
          {m.comingUp}
        </h2>
        {listings ? <ComingUpList streams={listings.comingUp} /> : null}
      </section>
      <CommunityStats watchingNow={listings ? sumViewers(listings.liveNow) : null} />
    </main>
  );
}
