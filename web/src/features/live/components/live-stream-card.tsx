import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { LiveStream } from "@/content/live-streams";
import { formatCount, formatIstTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useLiveViewerCount } from "@/lib/use-live-viewers";
import { liveMessages } from "../messages";
import { JoinLiveAction } from "./live-actions";
import { ViewerTime } from "./viewer-time";

/** A stream in the Live Now list of /live; its title, temple and host as their host wrote them. */
export function LiveStreamCard({
  stream,
  isAboveFold,
}: {
  stream: LiveStream;
  isAboveFold: boolean;
}) {
  const m = useMessages(liveMessages);
  const alt = m.art(stream.thumbnail.alt);
  // A real stream counts the tabs watching it now; an example keeps its stated number.
  const viewers = useLiveViewerCount(stream.isExample ? null : stream.id) ?? stream.viewers;
  return (
    <Card className="h-full overflow-hidden">
      <div className="relative">
        <img
          src={stream.thumbnail.src}
          alt={alt}
          data-user-content={alt === stream.thumbnail.alt || undefined}
          width={320}
          height={180}
          loading={isAboveFold ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video h-auto w-full bg-muted"
        />
        <Badge variant="destructive" className="absolute top-3 left-3">
          {m.live}
        </Badge>
        <span className="absolute top-3 right-3 rounded-full bg-black/75 px-2.5 py-0.5 text-xs font-semibold text-white">
          {m.viewers(formatCount(viewers))}
        </span>
      </div>
      <CardHeader className="pb-3">
        {/* Below the picture, not on it: at 320 px with large text the viewers' count leaves no room. */}
        {stream.isExample ? <Badge variant="secondary">{m.example}</Badge> : null}
        <p className="text-xs font-bold tracking-wide text-primary uppercase">
          {m.types[stream.type]}
        </p>
        <CardTitle as="h3" translate="no">
          {stream.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-semibold" translate="no">
          {stream.temple}
        </p>
        <p>
          {m.with(
            <span key="host" translate="no">
              {stream.host}
            </span>,
          )}
        </p>
        <p className="text-muted-foreground">{m.started(formatIstTime(stream.startTime))}</p>
        <ViewerTime iso={stream.startTime} className="text-muted-foreground" />
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.during}>
          {stream.isChatActive ? (
            <li>
              <Badge variant="muted">{m.chatActive}</Badge>
            </li>
          ) : null}
          {stream.isDonationOpen ? (
            <li>
              <Badge variant="muted">{m.donationsOpen}</Badge>
            </li>
          ) : null}
        </ul>
      </CardContent>
      <CardFooter>
        <JoinLiveAction stream={stream} />
      </CardFooter>
    </Card>
  );
}
