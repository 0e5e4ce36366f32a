import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import type { HostedLiveSession } from "./live-session";
import { useShownRows } from "../components/use-shown-rows";
import { liveSessionsMessages } from "./messages";
import { SessionCard } from "./session-card";

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
  const m = useMessages(liveSessionsMessages);
  const { shownRows, showMore } = useShownRows(sessions, {
    label: m.loadMore,
    className: "justify-self-center",
  });
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
        {shownRows.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} actions={actionsFor?.(session)} />
          </li>
        ))}
      </ul>
      {showMore}
    </div>
  );
}
