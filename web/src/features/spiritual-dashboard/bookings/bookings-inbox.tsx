import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadMoreButton } from "@/components/load-more-button";
import { ReasonDialog } from "@/components/reason-dialog";
import { bookingDecisionMessages } from "@/components/reason-dialog.messages";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/failure-toast";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { useMyProvider } from "../api/get-my-provider";
import { useInboxBookings, useInboxCounts, useInboxUpdates } from "../api/list-inbox-bookings";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { ActionName } from "../components/action-name";
import { providerReadState } from "../components/provider-read-state";
import { SpiritualShell } from "../components/spiritual-shell";
import { type BookingAction, useActOnBooking } from "./booking-actions";
import { BookingCard } from "./booking-card";
import { BOOKING_TABS, parseBookingTab } from "./booking-tabs";
import { providerBookingsMessages } from "./messages";

type Pending = { action: "confirm" | "decline" | "cancel"; booking: ProviderBooking };

/** Only confirming may go without words; the dialogs' texts are in the book. */
const REASON_OPTIONAL: Record<Pending["action"], boolean> = {
  confirm: true,
  decline: false,
  cancel: false,
};

/**
 * /bookings for a guru or pujari: requests to answer, bookings to hold, and what has passed.
 * `paymentsToConfirm` is the payments feature's list of UPI payments to confirm, placed by the app.
 */
export function BookingsInbox({
  paymentsToConfirm,
}: {
  paymentsToConfirm: (providerId: string) => ReactNode;
}) {
  const provider = useMyProvider();
  const [params, setParams] = useSearchParams();
  const tab = parseBookingTab(params.get("tab"));
  // The open tab's first page, and each tab's count for its label; more pages on "Load more".
  const bookings = useInboxBookings(provider.data?.id, tab);
  const counts = useInboxCounts(provider.data?.id);
  useInboxUpdates(provider.data?.id);
  const act = useActOnBooking();
  const [pending, setPending] = useState<Pending | null>(null);
  const [dialogError, setDialogError] = useState<string>();
  const m = useMessages(providerBookingsMessages);
  const decisions = useMessages(bookingDecisionMessages);

  /** `done` is read when the answer arrives, in the language of that moment. */
  function run(input: BookingAction, done: () => string) {
    act.mutate(input, {
      onSuccess: () => {
        setPending(null);
        toast({ title: done() });
      },
      onError: (error) =>
        pending
          ? setDialogError(describeServerError(error))
          : toastFailure(messagesOf(providerBookingsMessages).notChanged, error),
    });
  }

  function actionsFor(booking: ProviderBooking) {
    const open = (action: Pending["action"]) => {
      setDialogError(undefined);
      setPending({ action, booking });
    };
    const name = (action: string) => (
      <ActionName action={action} subject={booking.title} separator=": " />
    );
    if (booking.status === "requested") {
      return (
        <>
          <Button type="button" onClick={() => open("confirm")}>
            {name(m.confirm)}
          </Button>
          <Button type="button" variant="outline" onClick={() => open("decline")}>
            {name(m.decline)}
          </Button>
        </>
      );
    }
    if (booking.status !== "confirmed") return undefined;
    // Judged at the last read of the list (pure during render); each action reads it again.
    const hasStarted = new Date(booking.start).getTime() <= bookings.dataUpdatedAt;
    return hasStarted ? (
      <Button
        type="button"
        onClick={() =>
          run(
            { action: "complete", bookingId: booking.id },
            () => messagesOf(providerBookingsMessages).markedCompleted,
          )
        }
      >
        {name(m.markCompleted)}
      </Button>
    ) : (
      <Button type="button" variant="outline" onClick={() => open("cancel")}>
        {/* Seen as "Cancel booking"; heard with the booking's title, "Cancel: Havan". */}
        <span aria-hidden="true">{m.cancelBooking}</span>
        <span className="sr-only">{name(m.cancel)}</span>
      </Button>
    );
  }

  const body = () => {
    const state = providerReadState({
      provider,
      rows: bookings,
      loading: m.loading,
      noProfile: (
        <p>
          {m.setup.before}
          <Link to={paths.profile}>{m.setup.profile}</Link>
          {m.setup.between}
          <Link to={paths.services}>{m.setup.service}</Link>
          {m.setup.after}
        </p>
      ),
    });
    if (state) return state;
    const rows = bookings.data?.pages.flatMap((page) => page.bookings) ?? [];
    return (
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList className="h-auto w-full flex-wrap sm:w-auto">
          {BOOKING_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {m.tabs[value]}
              {counts.data && ` (${formatCount(counts.data[value])})`}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_TABS.map((value) => (
          <TabsContent key={value} value={value} className="grid gap-4">
            {value !== tab ? null : rows.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6">{m.empty[value]}</p>
            ) : (
              <>
                <ul className="grid gap-4 lg:grid-cols-2">
                  {rows.map((booking) => (
                    <li key={booking.id} className="min-w-0">
                      <BookingCard booking={booking} actions={actionsFor(booking)} />
                    </li>
                  ))}
                </ul>
                <LoadMoreButton query={bookings} label={m.loadMore} />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    );
  };

  const dialog = pending && decisions.dialogs[pending.action];
  return (
    <SpiritualShell heading={m.heading}>
      {provider.data && paymentsToConfirm(provider.data.id)}
      {body()}
      {pending && dialog && (
        <ReasonDialog
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          optional={REASON_OPTIONAL[pending.action]}
          error={dialogError}
          isSubmitting={act.isPending}
          onClose={() => setPending(null)}
          onSubmit={(reason) =>
            run(
              { action: pending.action, bookingId: pending.booking.id, reason },
              () => messagesOf(bookingDecisionMessages).dialogs[pending.action].done,
            )
          }
        />
      )}
    </SpiritualShell>
  );
}
