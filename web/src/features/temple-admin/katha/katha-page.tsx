import { useMessages } from "@/lib/i18n/use-messages";
import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { EventsList } from "../events/events-page";
import { kathaMessages } from "./messages";

/** /temple-admin/katha: the temple's katha series, each with its speaker and sessions. */
export function KathaPage() {
  const m = useMessages(kathaMessages);
  return (
    <TempleShell heading={m.heading}>
      <TempleGate>{(temple) => <EventsList temple={temple} kathaOnly />}</TempleGate>
    </TempleShell>
  );
}
