import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { LiveStream } from "@/content/live-streams";
import { formatCount, formatIstTime } from "@/lib/format";
import { JoinLiveAction } from "./live-actions";
import { ViewerTime } from "./viewer-time";

/** A stream in the Live Now list of /live. */
export function LiveStreamCard({
  stream,
  isAboveFold,
}: {
  stream: LiveStream;
  isAboveFold: boolean;
}) {
  return (
    <Card className="h-full overflow-hidden">
      <div className="relative">
        <img
          src={stream.thumbnail.src}
          alt={stream.thumbnail.alt}
          width={320}
          height={180}
          loading={isAboveFold ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video h-auto w-full bg-muted"
        />
        <Badge variant="destructive" className="absolute top-3 left-3">
          {stream.status}
        </Badge>
        <span className="absolute top-3 right-3 rounded-full bg-black/75 px-2.5 py-0.5 text-xs font-semibold text-white">
          {formatCount(stream.viewers)} viewers
        </span>
      </div>
      <CardHeader className="pb-3">
        <p className="text-xs font-bold tracking-wide text-primary uppercase">{stream.type}</p>
        <CardTitle as="h3">{stream.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-semibold">{stream.temple}</p>
        <p>With {stream.host}</p>
        <p className="text-muted-foreground">Started {formatIstTime(stream.startTime)}</p>
        <ViewerTime iso={stream.startTime} className="text-muted-foreground" />
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="During this stream">
          {stream.isChatActive ? (
            <li>
              <Badge variant="muted">Chat active</Badge>
            </li>
          ) : null}
          {stream.isDonationOpen ? (
            <li>
              <Badge variant="muted">Donations open</Badge>
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
