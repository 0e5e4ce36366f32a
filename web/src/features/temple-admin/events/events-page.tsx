import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PagedRecordList } from "@/components/record-list";
import { Button } from "@/components/ui/button";
import { RecordFormDialog } from "@/components/record-form-dialog";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { ListFilter } from "../components/list-filter";
import { TemplePage } from "../components/temple-page";
import { type EventAction, EventAdminCard } from "./event-admin-card";
import { KathaForm } from "../katha/katha-form";
import { EventForm } from "./event-form";
import { eventsMessages } from "./messages";
import type { AdminTempleEvent } from "./event-schema";
import { RegistrationsDialog } from "./registrations-dialog";
import {
  cancelTempleEvent,
  type EventsWhen,
  useEventMutation,
  useTempleEvents,
} from "./temple-events-api";
import { AsWritten } from "@/components/as-written";

type Open = { action: EventAction | "new"; event: AdminTempleEvent | null } | null;

/**
 * The temple's events with their dialogs; `kathaOnly` narrows it to katha series, created and
 * edited with their sessions.
 */
export function EventsList({
  temple,
  kathaOnly = false,
}: {
  temple: MyTemple;
  kathaOnly?: boolean;
}) {
  const m = useMessages(eventsMessages);
  const [when, setWhen] = useState<EventsWhen>("upcoming");
  const [open, setOpen] = useState<Open>(null);
  const events = useTempleEvents(temple.id, when, kathaOnly);
  const [upcomingLabel, pastLabel] = kathaOnly
    ? [m.upcomingKatha, m.pastKatha]
    : [m.upcomingEvents, m.pastEvents];
  const cancel = useEventMutation(cancelTempleEvent);
  const close = () => setOpen(null);
  /** Once a save or the cancelling is done: says so, and closes the dialog. */
  const closeSaying = (title: string) => () => {
    toast({ title });
    close();
  };
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <TitledSection
      title={when === "upcoming" ? upcomingLabel : pastLabel}
      actions={
        <>
          <ListFilter label={m.show} value={when} onChange={setWhen}>
            <option value="upcoming">{upcomingLabel}</option>
            <option value="past">{pastLabel}</option>
          </ListFilter>
          <Button type="button" onClick={() => setOpen({ action: "new", event: null })}>
            {kathaOnly ? m.createKatha : m.createEvent}
          </Button>
        </>
      }
      actionsAlign="end"
      className="grid gap-4"
    >
      <PagedRecordList
        query={events}
        rows={rows}
        loading={m.loading}
        empty={
          <p className="rounded-lg border border-border p-4">
            {when === "past"
              ? kathaOnly
                ? m.noPastKatha
                : m.noPastEvents
              : kathaOnly
                ? m.emptyKatha
                : m.emptyEvents}
          </p>
        }
        moreLabel={m.loadMore}
        className="grid gap-4 md:grid-cols-2"
      >
        {(event) => (
          <EventAdminCard event={event} onAction={(action) => setOpen({ action, event })} />
        )}
      </PagedRecordList>

      <RecordFormDialog
        open={open?.action === "new" || open?.action === "edit"}
        title={
          kathaOnly
            ? open?.event
              ? m.editKatha
              : m.newKatha
            : open?.event
              ? m.editEvent
              : m.newEvent
        }
        description={m.dialogDescription}
        onClose={close}
      >
        {open && (kathaOnly || open.event?.kind === "katha_series") ? (
          <KathaForm
            templeId={temple.id}
            series={open.event}
            onSaved={closeSaying(open.event ? m.seriesSaved : m.seriesCreated)}
          />
        ) : open ? (
          <EventForm
            templeId={temple.id}
            event={open.event}
            onSaved={closeSaying(open.event ? m.eventSaved : m.eventCreated)}
          />
        ) : null}
      </RecordFormDialog>
      {open?.action === "registrations" && open.event && (
        <RegistrationsDialog event={open.event} onClose={close} />
      )}
      {open?.action === "cancel" && open.event && (
        <ConfirmDialog
          title={m.cancelTitle(<AsWritten key="event">{open.event.title}</AsWritten>)}
          description={m.cancelDescription}
          confirmLabel={m.cancelConfirm}
          cancelLabel={m.keep}
          destructive
          isPending={cancel.isPending}
          error={cancel.isError ? describeServerError(cancel.error) : null}
          onClose={close}
          onConfirm={() =>
            cancel.mutate(
              { templeId: temple.id, id: open.event!.id },
              { onSuccess: closeSaying(m.cancelled) },
            )
          }
        />
      )}
    </TitledSection>
  );
}

/** /temple-admin/events: the temple's events, their registrations and exports. */
export function EventsPage() {
  const m = useMessages(eventsMessages);
  return <TemplePage heading={m.heading}>{(temple) => <EventsList temple={temple} />}</TemplePage>;
}
