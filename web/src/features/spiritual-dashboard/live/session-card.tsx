import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { WatchingNow } from "@/components/watching-now";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { HostedLiveSession } from "./live-session";
import { liveSessionsMessages } from "./messages";

/**
 * One session: its type and a status badge (destructive when live), when, where, who is reminded,
 * and while live how many are watching.
 */
export function SessionCard({
  session,
  actions,
}: {
  session: HostedLiveSession;
  actions?: ReactNode;
}) {
  const m = useMessages(liveSessionsMessages);
  return (
    <Card className="h-full">
      <CardHeader className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{m.kinds[session.kind]}</Badge>
          <Badge variant={session.status === "live" ? "destructive" : "secondary"}>
            {m.statuses[session.status]}
          </Badge>
        </div>
        <CardTitle as="h2" className="text-lg break-words" translate="no">
          {session.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm text-muted-foreground">
        <p>
          {formatIstDateTime(session.starts_at)}
          {session.duration_minutes !== null && m.minutes(session.duration_minutes)}
        </p>
        <p data-user-content>{session.venue}</p>
        <p>{m.registered(session.reminder_count)}</p>
        {session.status === "live" && (
          <WatchingNow
            sessionId={session.id}
            storedCount={session.viewer_count}
            className="font-semibold text-foreground"
          />
        )}
        {session.stream_url && (
          <p className="break-all">
            {m.stream}{" "}
            <a href={session.stream_url} target="_blank" rel="noreferrer" className="underline">
              {session.stream_url}
            </a>
          </p>
        )}
        {session.description && <p data-user-content>{session.description}</p>}
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
