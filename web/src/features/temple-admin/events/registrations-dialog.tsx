import { CsvExportButton } from "@/components/csv-export-button";
import { LoadError } from "@/components/load-error";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AdminTempleEvent } from "./event-schema";
import {
  fetchEventRegistrations,
  registrationCsvColumns,
  useEventRegistrations,
} from "./event-registrations";
import { eventsMessages } from "./messages";

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
          {messages.card.registrationsOf(
            <span key="title" translate="no">
              {event.title}
            </span>,
          )}
        </DialogTitle>
        <DialogDescription>
          {m.placesTaken(event.registration_count, event.capacity)}
        </DialogDescription>
        {registrations.isPending ? (
          <Spinner label={m.loading} />
        ) : registrations.isError ? (
          <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />
        ) : registrations.data.rows.length === 0 ? (
          <p>{m.empty}</p>
        ) : (
          <>
            <ul className="grid max-h-72 gap-2 overflow-y-auto">
              {registrations.data.rows.map((row) => (
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
            {total > registrations.data.rows.length && (
              <p className="text-sm">{m.showing(registrations.data.rows.length, total)}</p>
            )}
            <CsvExportButton
              label={m.export}
              fileName={`registrations-${event.id}.csv`}
              columns={registrationCsvColumns()}
              fetchPage={(from, to) => fetchEventRegistrations(event.id, from, to)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
