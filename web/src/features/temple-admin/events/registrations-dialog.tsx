import { CsvExportButton } from "@/components/csv-export-button";
import { QueryContent } from "@/components/query-content";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AdminTempleEvent } from "./event-schema";
import {
  fetchEventRegistrations,
  registrationCsvColumns,
  useEventRegistrations,
} from "./event-registrations";
import { eventsMessages } from "./messages";
import { AsWritten } from "@/components/as-written";

/** Who registered for an event (the first hundred on screen, all of them in the CSV). */
export function RegistrationsDialog({
  event,
  onClose,
}: {
  event: AdminTempleEvent;
  onClose: () => void;
}) {
  const registrations = useEventRegistrations(event.id);
  const total = registrations.data?.total ?? 0;
  const messages = useMessages(eventsMessages);
  const m = messages.registrations;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>
          {messages.card.registrationsOf(<AsWritten key="title">{event.title}</AsWritten>)}
        </DialogTitle>
        <DialogDescription>
          {m.placesTaken(event.registration_count, event.capacity)}
        </DialogDescription>
        <QueryContent
          query={registrations}
          loading={m.loading}
          isEmpty={(registered) => registered.rows.length === 0}
          empty={<p>{m.empty}</p>}
        >
          {(registered) => (
            <>
              <ul className="grid max-h-72 gap-2 overflow-y-auto">
                {registered.rows.map((row) => (
                  <li key={row.user_id} className="flex flex-wrap justify-between gap-x-4">
                    <span className="font-medium" translate="no">
                      {row.display_name}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {m.seats(row.seats)} · {formatIstDateTime(row.registered_at)}
                    </span>
                  </li>
                ))}
              </ul>
              {total > registered.rows.length && (
                <p className="text-sm">{m.showing(registered.rows.length, total)}</p>
              )}
              <CsvExportButton
                label={m.export}
                fileName={`registrations-${event.id}.csv`}
                columns={registrationCsvColumns()}
                fetchPage={(from, to) => fetchEventRegistrations(event.id, from, to)}
              />
            </>
          )}
        </QueryContent>
      </DialogContent>
    </Dialog>
  );
}
