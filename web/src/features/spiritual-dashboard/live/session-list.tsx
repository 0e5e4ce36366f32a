import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatDate, formatTime } from "@/lib/format";

import type { LiveSession } from "./live-session";

/** The Schedule tab: each session with its type and a status badge, destructive when live. */
export function SessionList({ sessions }: { sessions: readonly LiveSession[] }) {
  return (
    <ul aria-label="Scheduled sessions" className="grid gap-4 md:grid-cols-2">
      {sessions.map((session) => (
        <li key={session.id}>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <CardTitle as="h2" className="text-lg">
                {session.title}
              </CardTitle>
              <div className="flex gap-2">
                <Badge variant="outline">{session.type}</Badge>
                <Badge variant={session.status === "live" ? "destructive" : "secondary"}>
                  {session.status}
                </Badge>
              </div>
            </CardHeader>
            <CardContent className="space-y-1 text-sm text-muted-foreground">
              <p>
                {formatDate(session.date)} at {formatTime(session.time)}
                {session.duration && ` · ${session.duration}`}
              </p>
              <p>{session.venue}</p>
              <p>{formatCount(session.registered)} registered</p>
              {session.description && <p>{session.description}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
