import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { EventsList } from "../events/events-page";

/** /temple-admin/katha: the temple's katha series, each with its speaker and sessions. */
export function KathaPage() {
  return (
    <TempleShell heading="Katha Series">
      <TempleGate>{(temple) => <EventsList temple={temple} kathaOnly />}</TempleGate>
    </TempleShell>
  );
}
