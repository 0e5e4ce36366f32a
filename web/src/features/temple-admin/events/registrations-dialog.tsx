import { CsvExportButton } from "@/components/csv-export-button";
import { LoadError } from "@/components/load-error";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatCount, formatIstDateTime } from "@/lib/format";
import type { AdminTempleEvent } from "./event-schema";
import {
  fetchEventRegistrations,
  REGISTRATION_CSV_COLUMNS,
  useEventRegistrations,
} from "./event-registrations";

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
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Registrations: {event.title}</DialogTitle>
        <DialogDescription>
          {formatCount(event.registration_count)} places taken
          {event.capacity === null ? "" : ` of ${formatCount(event.capacity)}`}.
        </DialogDescription>
        {registrations.isPending ? (
          <Spinner label="Loading registrations" />
        ) : registrations.isError ? (
          <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />
        ) : registrations.data.rows.length === 0 ? (
          <p>No one has registered yet. Share the temple's page, or notify your followers.</p>
        ) : (
          <>
            <ul className="grid max-h-72 gap-2 overflow-y-auto">
              {registrations.data.rows.map((row) => (
                <li key={row.user_id} className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-medium">{row.display_name}</span>
                  <span className="text-sm text-muted-foreground">
                    {row.seats} {row.seats === 1 ? "seat" : "seats"} ·{" "}
                    {formatIstDateTime(row.registered_at)}
                  </span>
                </li>
              ))}
            </ul>
            {total > registrations.data.rows.length && (
              <p className="text-sm">
                Showing {registrations.data.rows.length} of {total}; the CSV has them all.
              </p>
            )}
            <CsvExportButton
              label="Export registrations (CSV)"
              fileName={`registrations-${event.id}.csv`}
              columns={REGISTRATION_CSV_COLUMNS}
              fetchPage={(from, to) => fetchEventRegistrations(event.id, from, to)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
