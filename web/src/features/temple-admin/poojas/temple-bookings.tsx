import { useId, useState } from "react";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { hasSankalp, SankalpRows } from "@/components/sankalp-rows";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { poojasMessages } from "./messages";
import { type TempleBooking, useBookingStep, useTempleBookings } from "./poojas-api";
import { AsWritten } from "@/components/as-written";

const HTTPS_URL = /^https:\/\/[^/?#\s]+([/?#]\S*)?$/;

type Step = "confirm" | "decline" | "performed";
type Open = { step: Step; booking: TempleBooking } | null;

/** Confirm, decline (with the reason the devotee reads) or mark performed (with a recording). */
function StepDialog({
  open,
  templeId,
  onClose,
}: {
  open: NonNullable<Open>;
  templeId: string;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const act = useBookingStep(templeId);
  const { step, booking } = open;
  const m = useMessages(poojasMessages);
  const copy = {
    ...m.steps[step],
    title: m.steps[step].title(<AsWritten key="pooja">{booking.title}</AsWritten>),
    description: {
      confirm: m.confirmDescription(
        booking.devotee_name ? (
          <AsWritten key="devotee">{booking.devotee_name}</AsWritten>
        ) : (
          m.theDevotee
        ),
      ),
      decline: m.declineDescription,
      performed: m.performedDescription,
    }[step],
  };

  function submit() {
    const value = text.trim();
    if (step === "decline" && !value) return setInvalid(m.reasonRequired);
    if (step === "performed" && value && !HTTPS_URL.test(value)) {
      return setInvalid(m.badLink);
    }
    act.mutate(
      step === "performed"
        ? { step, bookingId: booking.id, recordingUrl: value }
        : { step, bookingId: booking.id, reason: value },
      {
        onSuccess: () => {
          toast({ title: copy.done });
          onClose();
        },
      },
    );
  }

  const message = invalid ?? (act.isError ? describeServerError(act.error) : null);
  return (
    <ConfirmDialog
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirm}
      destructive={step === "decline"}
      isPending={act.isPending}
      error={message}
      onConfirm={submit}
      onClose={onClose}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{copy.label}</Label>
        {step === "performed" ? (
          <Input
            id={id}
            inputMode="url"
            value={text}
            aria-invalid={Boolean(invalid)}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(null);
            }}
          />
        ) : (
          <Textarea
            id={id}
            maxLength={500}
            value={text}
            aria-invalid={Boolean(invalid)}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(null);
            }}
          />
        )}
      </div>
    </ConfirmDialog>
  );
}

/** The temple's pooja bookings, latest first, with the step each one waits for. */
export function TempleBookings({ templeId }: { templeId: string }) {
  const bookings = useTempleBookings(templeId);
  const [open, setOpen] = useState<Open>(null);
  const rows = bookings.data?.pages.flatMap((page) => page.bookings) ?? [];
  const m = useMessages(poojasMessages);
  if (bookings.isPending) return <Spinner label={m.loadingBookings} />;
  if (bookings.isError) {
    return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  }
  if (rows.length === 0) {
    return <p className="rounded-lg border border-border p-4">{m.noBookings}</p>;
  }
  /** Said after each button's word, so a screen reader knows which booking it acts on. */
  const bookingOf = (booking: TempleBooking) =>
    m.bookingOf(
      <AsWritten key="pooja">{booking.title}</AsWritten>,
      <AsWritten key="devotee">{booking.devotee_name}</AsWritten>,
    );
  /** The button that opens `step`'s dialog for the booking. */
  const stepButton = (booking: TempleBooking, step: Step, variant?: "outline") => (
    <Button type="button" size="sm" variant={variant} onClick={() => setOpen({ step, booking })}>
      {m.steps[step].confirm}
      <span className="sr-only">{bookingOf(booking)}</span>
    </Button>
  );
  return (
    <>
      <ul className="grid gap-3">
        {rows.map((booking) => (
          <li key={booking.id} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="mr-auto font-medium wrap-break-word" translate="no">
                {booking.title}
              </p>
              <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
                {m.statuses[booking.status]}
              </Badge>
            </div>
            <p className="text-sm">
              {formatIstDateTime(booking.starts_at)} ·{" "}
              {m.for(
                booking.devotee_name ? (
                  <AsWritten key="devotee">{booking.devotee_name}</AsWritten>
                ) : (
                  m.aDevotee
                ),
              )}
            </p>
            {hasSankalp(booking) && (
              <dl className="grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
                <SankalpRows sankalp={booking} />
              </dl>
            )}
            {booking.note && (
              <p className="text-sm whitespace-pre-line text-muted-foreground" data-user-content>
                {booking.note}
              </p>
            )}
            {booking.recording_url && (
              <a className="text-sm text-primary underline" href={booking.recording_url}>
                {m.recording}
                <span className="sr-only">
                  {m.recordingOf(<AsWritten key="pooja">{booking.title}</AsWritten>)}
                </span>
              </a>
            )}
            <div className="flex flex-wrap gap-2">
              {booking.status === "requested" && (
                <>
                  {stepButton(booking, "confirm")}
                  {stepButton(booking, "decline", "outline")}
                </>
              )}
              {booking.status === "confirmed" &&
                (booking.has_started ? (
                  stepButton(booking, "performed")
                ) : (
                  <p className="text-sm text-muted-foreground">{m.markOnce}</p>
                ))}
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={bookings} label={m.loadMore} />
      {open && <StepDialog open={open} templeId={templeId} onClose={() => setOpen(null)} />}
    </>
  );
}
