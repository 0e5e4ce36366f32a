import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import type { HostedLiveSession } from "./live-session";
import { liveSessionsMessages } from "./messages";
import { SessionCard } from "./session-card";

const PAGE_SIZE = 20;

/** Sessions as cards, 20 at a time, each with the actions its status allows. */
export function SessionList({
  label,
  sessions,
  actionsFor,
}: {
  label: string;
  sessions: readonly HostedLiveSession[];
  actionsFor?: (session: HostedLiveSession) => ReactNode;
}) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const m = useMessages(liveSessionsMessages);
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
        {sessions.slice(0, shown).map((session) => (
          <li key={session.id}>
            <SessionCard session={session} actions={actionsFor?.(session)} />
          </li>
        ))}
      </ul>
      {sessions.length > shown && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => setShown((count) => count + PAGE_SIZE)}
        >
          {m.loadMore}
        </Button>
      )}
    </div>
  );
}
