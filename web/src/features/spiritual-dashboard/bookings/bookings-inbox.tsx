import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { describeServerError } from "@/lib/server-error";
import { PaymentsToConfirm } from "@/features/payments";
import { useMyProvider } from "../api/get-my-provider";
import { type ProviderBooking, useProviderBookings } from "../api/list-provider-bookings";
import { SpiritualShell } from "../components/spiritual-shell";
import { type BookingAction, useActOnBooking } from "./booking-actions";
import { BookingCard } from "./booking-card";
import {
  BOOKING_TABS,
  type BookingTab,
  parseBookingTab,
  sortBookingsIntoTabs,
} from "./booking-tabs";
import { ReasonDialog } from "./reason-dialog";

const PAGE_SIZE = 20;

type Pending = { action: "confirm" | "decline" | "cancel"; booking: ProviderBooking };

const DIALOGS = {
  confirm: {
    title: "Confirm this booking?",
    description: "The devotee is told at once; add a message if you like.",
    confirmLabel: "Confirm booking",
    optional: true,
    done: "Booking confirmed",
  },
  decline: {
    title: "Decline this booking?",
    description: "The devotee reads your reason; the time becomes free again.",
    confirmLabel: "Decline booking",
    optional: false,
    done: "Booking declined",
  },
  cancel: {
    title: "Cancel this booking?",
    description: "The devotee reads your reason and is refunded in full.",
    confirmLabel: "Cancel booking",
    optional: false,
    done: "Booking cancelled",
  },
} as const;

const EMPTY: Record<BookingTab, string> = {
  requested: "No requests waiting. New requests from devotees appear here.",
  upcoming: "No confirmed bookings coming up. Confirm a request and it moves here.",
  past: "No past bookings yet.",
};

/** /bookings for a guru or pujari: requests to answer, bookings to hold, and what has passed. */
export function BookingsInbox() {
  const provider = useMyProvider();
  const bookings = useProviderBookings(provider.data?.id);
  const act = useActOnBooking(provider.data?.id ?? "");
  const [params, setParams] = useSearchParams();
  const tab = parseBookingTab(params.get("tab"));
  const [pending, setPending] = useState<Pending | null>(null);
  const [dialogError, setDialogError] = useState<string>();
  const [shown, setShown] = useState(PAGE_SIZE);

  function run(input: BookingAction, done: string) {
    act.mutate(input, {
      onSuccess: () => {
        setPending(null);
        toast({ title: done });
      },
      onError: (error) =>
        pending
          ? setDialogError(describeServerError(error))
          : toast({
              title: "Not changed",
              description: describeServerError(error),
              variant: "destructive",
            }),
    });
  }

  function actionsFor(booking: ProviderBooking) {
    const open = (action: Pending["action"]) => {
      setDialogError(undefined);
      setPending({ action, booking });
    };
    const label = (verb: string) => `${verb}: ${booking.title}`;
    if (booking.status === "requested") {
      return (
        <>
          <Button type="button" aria-label={label("Confirm")} onClick={() => open("confirm")}>
            Confirm
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-label={label("Decline")}
            onClick={() => open("decline")}
          >
            Decline
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
        aria-label={label("Mark completed")}
        onClick={() => run({ action: "complete", bookingId: booking.id }, "Marked completed")}
      >
        Mark completed
      </Button>
    ) : (
      <Button
        type="button"
        variant="outline"
        aria-label={label("Cancel")}
        onClick={() => open("cancel")}
      >
        Cancel booking
      </Button>
    );
  }

  const body = () => {
    if (provider.isPending || (provider.data && bookings.isPending)) {
      return <Spinner label="Loading your bookings" />;
    }
    if (provider.isError) {
      return <LoadError error={provider.error} onRetry={() => void provider.refetch()} />;
    }
    if (!provider.data) {
      return (
        <p>
          Complete your <Link to={paths.profile}>profile</Link> and add a{" "}
          <Link to={paths.services}>service</Link>; devotees&apos; requests then arrive here.
        </p>
      );
    }
    if (bookings.isError) {
      return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
    }
    const tabs = sortBookingsIntoTabs(bookings.data ?? []);
    return (
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setShown(PAGE_SIZE);
          setParams({ tab: value }, { replace: true });
        }}
      >
        <TabsList className="h-auto w-full flex-wrap sm:w-auto">
          {Object.entries(BOOKING_TABS).map(([value, name]) => (
            <TabsTrigger key={value} value={value}>
              {name} ({tabs[value as BookingTab].length})
            </TabsTrigger>
          ))}
        </TabsList>
        {Object.keys(BOOKING_TABS).map((value) => {
          const rows = tabs[value as BookingTab];
          return (
            <TabsContent key={value} value={value} className="grid gap-4">
              {rows.length === 0 ? (
                <p className="rounded-lg border border-dashed border-border p-6">
                  {EMPTY[value as BookingTab]}
                </p>
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {rows.slice(0, shown).map((booking) => (
                    <li key={booking.id} className="min-w-0">
                      <BookingCard booking={booking} actions={actionsFor(booking)} />
                    </li>
                  ))}
                </ul>
              )}
              {rows.length > shown && (
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => setShown(shown + PAGE_SIZE)}
                >
                  Show more
                </Button>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    );
  };

  const dialog = pending && DIALOGS[pending.action];
  return (
    <SpiritualShell heading="Bookings">
      {provider.data && <PaymentsToConfirm column="provider_id" id={provider.data.id} />}
      {body()}
      {pending && dialog && (
        <ReasonDialog
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          optional={dialog.optional}
          error={dialogError}
          isSubmitting={act.isPending}
          onClose={() => setPending(null)}
          onSubmit={(reason) =>
            run({ action: pending.action, bookingId: pending.booking.id, reason }, dialog.done)
          }
        />
      )}
    </SpiritualShell>
  );
}
