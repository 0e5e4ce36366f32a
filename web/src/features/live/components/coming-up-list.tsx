import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { UpcomingStream } from "@/content/live-streams";
import { formatCount, formatTime } from "@/lib/format";
import { SetReminderAction } from "./live-actions";
import { ViewerTime } from "./viewer-time";

/** The Coming Up Next rows of /live (day and time in IST), or where to go when none is scheduled. */
export function ComingUpList({ streams }: { streams: readonly UpcomingStream[] }) {
  if (streams.length === 0) {
    return (
      <p className="mt-4">
        Nothing is scheduled yet.{" "}
        <Link to={paths.spiritualGurus} className="font-semibold text-primary underline">
          Meet the gurus who stream here.
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-3">
      {streams.map((stream) => (
        <li
          key={stream.id}
          className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-4"
        >
          {stream.thumbnail && (
            <img
              src={stream.thumbnail.src}
              alt={stream.thumbnail.alt}
              width={160}
              height={90}
              loading="lazy"
              decoding="async"
              className="aspect-video h-auto w-40 rounded-md bg-muted object-cover"
            />
          )}
          <div className="grid flex-1 gap-1">
            <h3 className="font-bold">{stream.title}</h3>
            <p className="text-sm text-muted-foreground">
              {stream.type} · {stream.day}, {formatTime(stream.time)} IST
            </p>
            {stream.reminder && (
              <ViewerTime
                iso={stream.reminder.startsAt}
                className="text-sm text-muted-foreground"
              />
            )}
            <p className="text-sm">{formatCount(stream.subscribes)} subscribed</p>
          </div>
          <SetReminderAction stream={stream} />
        </li>
      ))}
    </ul>
  );
}
