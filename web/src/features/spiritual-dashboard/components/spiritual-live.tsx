import { useAuth } from "@/features/auth";

import { LiveSessions } from "../live/live-sessions";
import { SpiritualShell } from "./spiritual-shell";

/** /spiritual-dashboard/live: the live-sessions screen inside the spiritual frame. */
export function SpiritualLive() {
  const { user } = useAuth();
  return (
    <SpiritualShell heading="Live Sessions">
      {user && <LiveSessions key={user.id} userId={user.id} />}
    </SpiritualShell>
  );
}
