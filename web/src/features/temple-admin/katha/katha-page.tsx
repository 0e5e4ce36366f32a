import { useMessages } from "@/lib/i18n/use-messages";
import { TemplePage } from "../components/temple-page";
import { EventsList } from "../events/events-page";
import { kathaMessages } from "./messages";

/** /temple-admin/katha: the temple's katha series, each with its speaker and sessions. */
export function KathaPage() {
  const m = useMessages(kathaMessages);
  return (
    <TemplePage heading={m.heading}>
      {(temple) => <EventsList temple={temple} kathaOnly />}
    </TemplePage>
  );
}
