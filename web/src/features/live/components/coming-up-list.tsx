import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { publicPaths } from "@/config/public-paths";
import type { UpcomingStream } from "@/content/live-streams";
import { formatCount, formatTime } from "@/lib/format";
import { dateTimeFormat } from "@/lib/i18n/formatter";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";
import { SetReminderAction } from "./live-actions";
import { StreamList } from "./stream-list";
import { ViewerTime } from "./viewer-time";

const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
};

/**
 * A row's day in the reader's language: Today and Tomorrow from the book; a later day of a real
 * session from its start (a sample's date, as the server wrote it, stays as it is).
 */
function dayOf(stream: UpcomingStream, days: Record<string, string>): string {
  const named = days[stream.day];
  if (named !== undefined) return named;
  return stream.reminder
    ? dateTimeFormat(dayOptions).format(new Date(stream.reminder.startsAt))
    : stream.day;
}

/** The picture a host gave an upcoming session: `alt` as shown, `written` as the host wrote it. */
function Thumbnail({ src, alt, written }: { src: string; alt: string; written: string }) {
  return (
    <img
      src={src}
      alt={alt}
      data-user-content={alt === written || undefined}
      width={160}
      height={90}
      loading="lazy"
      decoding="async"
      className="aspect-video h-auto w-40 rounded-md bg-muted object-cover"
    />
  );
}

/** The Coming Up Next rows of /live (day and time in IST), or where to go when none is scheduled. */
export function ComingUpList({ streams }: { streams: readonly UpcomingStream[] }) {
  const m = useMessages(liveMessages);
  return (
    <StreamList
      streams={streams}
      none={
        <>
          {m.nothingScheduled}{" "}
          <Link to={publicPaths.spiritualGurus} className="font-semibold text-primary underline">
            {m.meetGurus}
          </Link>
        </>
      }
      className="mt-4 grid gap-3"
      itemClassName="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-4"
    >
      {(stream) => (
        <>
          {stream.thumbnail && (
            <Thumbnail
              src={stream.thumbnail.src}
              alt={m.art(stream.thumbnail.alt)}
              written={stream.thumbnail.alt}
            />
          )}
          <div className="grid min-w-40 flex-1 gap-1">
            <h3 className="font-bold" translate="no">
              {stream.title}
            </h3>
            {stream.isExample ? (
              <p>
                <Badge variant="secondary">{m.example}</Badge>
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {m.when(m.types[stream.type], dayOf(stream, m.days), formatTime(stream.time))}
            </p>
            {stream.reminder && (
              <ViewerTime
                iso={stream.reminder.startsAt}
                className="text-sm text-muted-foreground"
              />
            )}
            <p className="text-sm">{m.subscribed(formatCount(stream.subscribes))}</p>
          </div>
          <SetReminderAction stream={stream} />
        </>
      )}
    </StreamList>
  );
}
