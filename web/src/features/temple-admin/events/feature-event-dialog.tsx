import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { PromoteDialog } from "../components/promote-dialog";
import { eventsMessages } from "./messages";
import { featureTempleEvent, useEventMutation, useTempleEvents } from "./temple-events-api";

/** Feature Event: pins one of the temple's upcoming events at the top of Explore for a while. */
export function FeatureEventDialog({ temple }: { temple: MyTemple }) {
  const selectId = useId();
  const messages = useMessages(eventsMessages);
  const m = messages.feature;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState("");
  const events = useTempleEvents(temple.id, "upcoming");
  const feature = useEventMutation(featureTempleEvent);
  const choices = (events.data?.pages[0]?.events ?? []).filter(
    (event) => !event.cancelled_at && !event.is_sample,
  );
  const eventId = chosen || choices[0]?.id || "";
  const event = choices.find((choice) => choice.id === eventId);

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {m.button}
      </Button>
      {open &&
        (choices.length === 0 ? (
          <Dialog open onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>{m.title}</DialogTitle>
              <DialogDescription>{events.isPending ? m.loading : m.none}</DialogDescription>
              <Button asChild className="justify-self-start">
                <Link to={paths.templeEvents}>{messages.newEvent}</Link>
              </Button>
            </DialogContent>
          </Dialog>
        ) : (
          <PromoteDialog
            title={m.title}
            description={m.description}
            isPromoted={event?.is_featured ?? false}
            isPending={feature.isPending}
            error={feature.error}
            promote={(until, onDone) =>
              feature.mutate({ templeId: temple.id, id: eventId, until }, { onSuccess: onDone })
            }
            onClose={() => setOpen(false)}
          >
            <div className="grid gap-1">
              <label htmlFor={selectId} className="text-sm font-medium">
                {m.event}
              </label>
              <NativeSelect
                id={selectId}
                value={eventId}
                onChange={(change) => setChosen(change.target.value)}
              >
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id} translate="no">
                    {choice.title} · {formatIstDateTime(choice.starts_at)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </PromoteDialog>
        ))}
    </>
  );
}
