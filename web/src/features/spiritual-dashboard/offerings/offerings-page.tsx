import { useState } from "react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/failure-toast";
import { RecordFormDialog } from "@/components/record-form-dialog";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, type ServerError } from "@/lib/server-error";
import { cn } from "@/lib/utils";
import { useMyProvider } from "../api/get-my-provider";
import { LinkedSentence } from "../components/linked-sentence";
import { providerReadState } from "../components/provider-read-state";
import { SpiritualShell } from "../components/spiritual-shell";
import { useShownRows } from "../components/use-shown-rows";
import { useDeleteOffering } from "./delete-offering";
import { useMyOfferings } from "./list-my-offerings";
import { offeringsMessages } from "./messages";
import { OfferingCard } from "./offering-card";
import { OfferingForm } from "./offering-form";
import type { MyOffering } from "./offering-schema";
import { OFFERING_VIEWS, type OfferingView } from "./offering-views";
import { useSaveOffering } from "./save-offering";
import { AsWritten } from "@/components/as-written";

const FOREIGN_KEY_VIOLATION = "23503";

/** An offering's title inside our sentences, marked as a name so it is read as written. */
function nameOf(title: string) {
  return <AsWritten key="title">{title}</AsWritten>;
}

/** /services, /online-poojas, /katha and /consultations: one list of offerings, filtered by kind. */
export function OfferingsPage({ view }: { view: OfferingView }) {
  const { kind } = OFFERING_VIEWS[view];
  const m = useMessages(offeringsMessages);
  const { heading } = m.views[view];
  const provider = useMyProvider();
  const offerings = useMyOfferings(provider.data?.id);
  const save = useSaveOffering();
  const remove = useDeleteOffering();
  const [editing, setEditing] = useState<MyOffering | "new" | null>(null);
  const [deleting, setDeleting] = useState<MyOffering | null>(null);

  const rows = (offerings.data ?? []).filter((row) => kind === null || row.kind === kind);
  const { shownRows, showMore } = useShownRows(rows, { label: m.showMore });

  function toggleActive(offering: MyOffering) {
    save.mutate(
      { id: offering.id, row: { active: !offering.active } },
      {
        onSuccess: () => {
          const done = messagesOf(offeringsMessages);
          toast({
            title: offering.active ? done.paused : done.resumed,
            description: offering.active
              ? done.pausedDescription(nameOf(offering.title))
              : done.resumedDescription(nameOf(offering.title)),
          });
        },
        onError: (error) => toastFailure(messagesOf(offeringsMessages).notChanged, error),
      },
    );
  }

  function confirmDelete(offering: MyOffering) {
    remove.mutate(offering.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: messagesOf(offeringsMessages).deleted,
          description: nameOf(offering.title),
        });
      },
      onError: (error) => {
        setDeleting(null);
        const failed = messagesOf(offeringsMessages);
        toast({
          title: failed.notDeleted,
          variant: "destructive",
          description:
            (error as ServerError).code === FOREIGN_KEY_VIOLATION
              ? failed.hasBookings(nameOf(offering.title))
              : describeServerError(error),
        });
      },
    });
  }

  const body = () => {
    const state = providerReadState({
      provider,
      rows: offerings,
      loading: m.loading,
      noProfile: <LinkedSentence words={m.profileFirst} to={paths.profile} />,
    });
    if (state) return state;
    if (rows.length === 0) {
      return (
        <p className="rounded-lg border border-dashed border-border p-6">
          {m.empty(m.views[view].noun)}
        </p>
      );
    }
    return (
      <>
        <ul className="grid gap-4 md:grid-cols-2">
          {shownRows.map((offering) => (
            <li key={offering.id} className="min-w-0">
              <OfferingCard
                offering={offering}
                onEdit={() => setEditing(offering)}
                onToggleActive={() => toggleActive(offering)}
                onDelete={() => setDeleting(offering)}
              />
            </li>
          ))}
        </ul>
        {showMore}
      </>
    );
  };

  return (
    <SpiritualShell
      heading={heading}
      actions={
        provider.data && (
          <Button type="button" onClick={() => setEditing("new")}>
            {m.add}
          </Button>
        )
      }
    >
      <nav aria-label={m.kindsNav}>
        <ul className="flex flex-wrap gap-2">
          {Object.entries(OFFERING_VIEWS).map(([name, entry]) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-9 items-center rounded-full border border-border px-3 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none",
                    isActive && "bg-primary text-primary-foreground",
                  )
                }
              >
                {m.views[name as OfferingView].label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {body()}
      <RecordFormDialog
        open={editing !== null}
        title={editing === "new" ? m.addTitle : m.editTitle}
        description={m.dialogDescription}
        onClose={() => setEditing(null)}
      >
        {provider.data && (
          <OfferingForm
            providerId={provider.data.id}
            offering={editing === "new" ? null : editing}
            defaultKind={kind ?? "home_pooja"}
            onSaved={() => {
              const done = messagesOf(offeringsMessages);
              toast({ title: editing === "new" ? done.added : done.saved });
              setEditing(null);
            }}
          />
        )}
      </RecordFormDialog>
      {deleting && (
        <ConfirmDialog
          title={m.deleteTitle(nameOf(deleting.title))}
          description={m.deleteDescription}
          confirmLabel={m.delete}
          cancelLabel={m.keep}
          destructive
          isPending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </SpiritualShell>
  );
}
