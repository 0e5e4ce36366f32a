import { useMessages } from "@/lib/i18n/use-messages";
import { LiveSessions } from "../live/live-sessions";
import { spiritualMessages } from "../messages";
import { SpiritualShell } from "./spiritual-shell";

/** /spiritual-dashboard/live: the live-sessions screen inside the spiritual frame. */
export function SpiritualLive() {
  const m = useMessages(spiritualMessages);
  return (
    <SpiritualShell heading={m.sidebar.liveSessions}>
      <LiveSessions />
    </SpiritualShell>
  );
}
