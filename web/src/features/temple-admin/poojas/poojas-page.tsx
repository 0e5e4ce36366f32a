import { type ReactNode, useState } from "react";
import { PoojaCard } from "@/components/pooja-card";
import { RecordList } from "@/components/record-list";
import { OfferingMeetingEditor } from "@/components/offering-meeting-editor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RecordFormDialog } from "@/components/record-form-dialog";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { ActsOn } from "@/components/acts-on";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { TemplePage } from "../components/temple-page";
import { PoojaForm } from "./pooja-form";
import type { TemplePooja } from "./pooja-schema";
import { useSavePooja, useTemplePoojas } from "./poojas-api";
import { poojasMessages } from "./messages";
import { TempleBookings } from "./temple-bookings";

function PoojaList({
  temple,
  receivedReviews,
}: {
  temple: MyTemple;
  receivedReviews: (templeId: string) => ReactNode;
}) {
  const poojas = useTemplePoojas(temple.id);
  const save = useSavePooja(temple.id);
  const [editing, setEditing] = useState<TemplePooja | "new" | null>(null);
  const m = useMessages(poojasMessages);
  return (
    <div className="grid gap-8">
      <TitledSection
        title={m.title}
        actions={
          <Button type="button" onClick={() => setEditing("new")}>
            {m.add}
          </Button>
        }
        className="grid gap-4"
      >
        <RecordList
          query={poojas}
          loading={m.loading}
          empty={<p className="rounded-lg border border-border p-4">{m.empty}</p>}
          className="grid gap-4 md:grid-cols-2"
        >
          {(pooja) => (
            <PoojaCard
              pooja={pooja}
              headerClassName="gap-2"
              titleClassName="text-lg wrap-break-word"
              badge={!pooja.active && <Badge variant="outline">{m.paused}</Badge>}
              details={
                <div className="text-sm">
                  <OfferingMeetingEditor
                    offeringId={pooja.id}
                    mode="online"
                    meetingKind={pooja.meeting_kind}
                    listKey={["temple-poojas", temple.id]}
                  />
                </div>
              }
              footerClassName="flex flex-wrap gap-2"
              actions={
                <>
                  <Button type="button" variant="outline" onClick={() => setEditing(pooja)}>
                    {m.edit}
                    <ActsOn name={pooja.title} />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ id: pooja.id, active: !pooja.active })}
                  >
                    {pooja.active ? m.pause : m.resume}
                    <ActsOn name={pooja.title} />
                  </Button>
                </>
              }
            />
          )}
        </RecordList>
      </TitledSection>
      <TitledSection title={m.bookings} className="grid gap-4">
        <TempleBookings templeId={temple.id} />
      </TitledSection>
      {receivedReviews(temple.id)}
      <RecordFormDialog
        open={editing !== null}
        title={editing === "new" ? m.newTitle : m.editTitle}
        description={m.dialogDescription}
        onClose={() => setEditing(null)}
      >
        <PoojaForm
          templeId={temple.id}
          pooja={editing === "new" ? null : editing}
          onSaved={() => {
            toast({ title: editing === "new" ? m.added : m.saved });
            setEditing(null);
          }}
        />
      </RecordFormDialog>
    </div>
  );
}

/**
 * /temple-admin/poojas: the poojas the temple performs for devotees, and their bookings.
 * `receivedReviews` is the reviews feature's list for the temple, placed by the app.
 */
export function PoojasPage({
  receivedReviews,
}: {
  receivedReviews: (templeId: string) => ReactNode;
}) {
  const m = useMessages(poojasMessages);
  return (
    <TemplePage heading={m.heading}>
      {(temple) => <PoojaList temple={temple} receivedReviews={receivedReviews} />}
    </TemplePage>
  );
}
