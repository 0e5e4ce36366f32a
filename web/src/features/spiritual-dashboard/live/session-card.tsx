import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatIstDateTime } from "@/lib/format";
import { typeOfKind, type HostedLiveSession } from "./live-session";

/** One session: its type and a status badge (destructive when live), when, where, who is reminded. */
export function SessionCard({
  session,
  actions,
}: {
  session: HostedLiveSession;
  actions?: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{typeOfKind(session.kind)}</Badge>
          <Badge variant={session.status === "live" ? "destructive" : "secondary"}>
            {session.status}
          </Badge>
        </div>
        <CardTitle as="h2" className="text-lg break-words">
          {session.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm text-muted-foreground">
        <p>
          {formatIstDateTime(session.starts_at)}
          {session.duration_minutes !== null && ` · ${session.duration_minutes} minutes`}
        </p>
        <p>{session.venue}</p>
        <p>{formatCount(session.reminder_count)} registered</p>
        {session.stream_url && (
          <p className="break-all">
            Stream:{" "}
            <a href={session.stream_url} target="_blank" rel="noreferrer" className="underline">
              {session.stream_url}
            </a>
          </p>
        )}
        {session.description && <p>{session.description}</p>}
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
