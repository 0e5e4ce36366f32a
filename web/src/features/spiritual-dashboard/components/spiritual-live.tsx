import { LiveSessions } from "../live/live-sessions";
import { SpiritualShell } from "./spiritual-shell";

/** /spiritual-dashboard/live: the live-sessions screen inside the spiritual frame. */
export function SpiritualLive() {
  return (
    <SpiritualShell heading="Live Sessions">
      <LiveSessions />
    </SpiritualShell>
  );
}
