import { useId, useState } from "react";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatIstDateTime } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import { type TempleBooking, useBookingStep, useTempleBookings } from "./poojas-api";

const STATUS_LABELS: Record<TempleBooking["status"], string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Performed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const HTTPS_URL = /^https:\/\/[^/?#\s]+([/?#]\S*)?$/;

type Open = { step: "confirm" | "decline" | "performed"; booking: TempleBooking } | null;

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
  const copy = {
    confirm: {
      title: `Confirm ${booking.title}?`,
      description: `${booking.devotee_name || "The devotee"} is told the temple will perform it.`,
      label: "Message to the devotee (optional)",
      confirm: "Confirm",
      done: "Booking confirmed",
    },
    decline: {
      title: `Decline ${booking.title}?`,
      description: "The devotee reads your reason and can choose another time.",
      label: "Reason",
      confirm: "Decline",
      done: "Booking declined",
    },
    performed: {
      title: `Mark ${booking.title} performed?`,
      description: "The devotee is told, and can watch the recording from their booking.",
      label: "Link to the recording (optional)",
      confirm: "Mark performed",
      done: "Marked performed",
    },
  }[step];

  function submit() {
    const value = text.trim();
    if (step === "decline" && !value) return setInvalid("Write a reason the devotee will read");
    if (step === "performed" && value && !HTTPS_URL.test(value)) {
      return setInvalid("Paste the recording's link, starting https://");
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
  if (bookings.isPending) return <Spinner label="Loading bookings" />;
  if (bookings.isError) {
    return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-border p-4">
        No bookings yet. Devotees book your poojas from the temple&apos;s page on Explore once the
        temple is verified.
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {rows.map((booking) => (
          <li key={booking.id} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="mr-auto font-medium wrap-break-word">{booking.title}</p>
              <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
                {STATUS_LABELS[booking.status]}
              </Badge>
            </div>
            <p className="text-sm">
              {formatIstDateTime(booking.starts_at)} · for {booking.devotee_name || "a devotee"}
            </p>
            {booking.note && (
              <p className="text-sm whitespace-pre-line text-muted-foreground">{booking.note}</p>
            )}
            {booking.recording_url && (
              <a className="text-sm text-primary underline" href={booking.recording_url}>
                Recording<span className="sr-only"> of {booking.title}</span>
              </a>
            )}
            <div className="flex flex-wrap gap-2">
              {booking.status === "requested" && (
                <>
                  <Button
                    type="button"
                    size="sm"
                    onClick={() => setOpen({ step: "confirm", booking })}
                  >
                    Confirm
                    <span className="sr-only">
                      {" "}
                      {booking.title} for {booking.devotee_name}
                    </span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setOpen({ step: "decline", booking })}
                  >
                    Decline
                    <span className="sr-only">
                      {" "}
                      {booking.title} for {booking.devotee_name}
                    </span>
                  </Button>
                </>
              )}
              {booking.status === "confirmed" &&
                (booking.has_started ? (
                  <Button
                    type="button"
                    size="sm"
                    onClick={() => setOpen({ step: "performed", booking })}
                  >
                    Mark performed
                    <span className="sr-only">
                      {" "}
                      {booking.title} for {booking.devotee_name}
                    </span>
                  </Button>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Mark it performed once it has taken place.
                  </p>
                ))}
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={bookings} label="Load more bookings" />
      {open && <StepDialog open={open} templeId={templeId} onClose={() => setOpen(null)} />}
    </>
  );
}
