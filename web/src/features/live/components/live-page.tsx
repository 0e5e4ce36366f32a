import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { COMMUNITY_STATS, LIVE_STREAMS, UPCOMING_STREAMS } from "@/content/live-streams";
import { formatCount, formatTime } from "@/lib/format";
import { LiveStreamCard } from "./live-stream-card";

/** /live: streams live now, those coming up next, and the community's numbers (SPEC §2). */
export function LivePage() {
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-14 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-4xl font-extrabold text-secondary">Live Darshan &amp; Streams</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Join aarti, darshan, pravachan and bhajan as they happen. All times are Indian Standard
          Time.
        </p>
      </div>
      <section aria-labelledby="live-now-title">
        <h2 id="live-now-title" className="text-2xl font-extrabold">
          Live Now
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {LIVE_STREAMS.map((stream, index) => (
            <li key={stream.id}>
              <LiveStreamCard stream={stream} isAboveFold={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="coming-up-title">
        <h2 id="coming-up-title" className="text-2xl font-extrabold">
          Coming Up Next
        </h2>
        <ul className="mt-4 grid gap-3">
          {UPCOMING_STREAMS.map((stream) => (
            <li
              key={stream.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-4"
            >
              <div className="grid gap-1">
                <h3 className="font-bold">{stream.title}</h3>
                <p className="text-sm text-muted-foreground">
                  {stream.type} · {stream.day}, {formatTime(stream.time)} IST
                </p>
                <p className="text-sm">{formatCount(stream.subscribes)} subscribed</p>
              </div>
              <AppDownloadButton variant="outline">Set Reminder</AppDownloadButton>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="community-title"
        className="rounded-lg bg-maroon-800 p-4 text-saffron-50 sm:p-6"
      >
        <h2 id="community-title" className="text-2xl font-extrabold">
          Live Community Stats
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-6 md:grid-cols-4">
          {COMMUNITY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-saffron-400 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
