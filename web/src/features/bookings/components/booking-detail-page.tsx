import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { BookingPayment, PaymentReturnNotice } from "@/features/payments";
import { BookingReview } from "@/features/reviews";
import { VerifiedBadge } from "@/features/verification";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { parseTimeRange } from "@/lib/time-range";
import { bookingKey, useBooking } from "../api/get-booking";
import { BookingTimeline } from "./booking-timeline";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { PageFrame } from "./page-frame";
import { StatusBadge } from "./status-badge";

function BackLink() {
  return (
    <Link to={paths.bookings} className="text-sm text-primary underline-offset-4 hover:underline">
      ← Bookings
    </Link>
  );
}

/**
 * /bookings/:id: one booking, its timeline, and Cancel while that is still allowed. The host may
 * open it too (their e-mails link here); they answer and cancel from their bookings inbox.
 */
export function BookingDetailPage({
  bookingId,
  viewerId,
}: {
  bookingId: string;
  viewerId: string;
}) {
  const detail = useBooking(bookingId);
  const [openedAt] = useState(() => Date.now());
  if (detail.isPending) {
    return (
      <PageFrame>
        <BackLink />
        <Spinner className="py-12" label="Loading the booking" showLabel />
      </PageFrame>
    );
  }
  if (detail.isError || detail.data === null) {
    return (
      <PageFrame>
        <BackLink />
        <h1 className="text-2xl font-bold">Booking</h1>
        {detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <p>We could not find this booking. Open it from your list of bookings.</p>
        )}
      </PageFrame>
    );
  }
  const { booking, events } = detail.data;
  const slot = parseTimeRange(booking.slot);
  const isDevotee = booking.devotee_id === viewerId;
  const isOpen = booking.status === "requested" || booking.status === "confirmed";
  const canCancel = isDevotee && isOpen && new Date(slot.start).getTime() > openedAt;
  return (
    <PageFrame>
      <BackLink />
      <PaymentReturnNotice />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{booking.title}</h1>
          <p className="text-muted-foreground">
            {formatIstDateTime(slot.start)}
            {booking.providers ? (
              <>
                {" "}
                with{" "}
                <Link
                  to={paths.connectProvider.href(booking.providers.slug)}
                  className="text-primary underline"
                >
                  {booking.providers.display_name}
                </Link>
              </>
            ) : null}
            {booking.temples ? (
              <>
                {" "}
                at{" "}
                <Link
                  to={paths.exploreTemple.href(booking.temples.slug)}
                  className="text-primary underline"
                >
                  {booking.temples.name}
                </Link>
              </>
            ) : null}
          </p>
          {booking.providers || booking.temples ? (
            <VerifiedBadge
              isSample={false}
              status="verified"
              verifiedAt={(booking.providers ?? booking.temples)?.verified_at ?? null}
            />
          ) : null}
        </div>
        <StatusBadge status={booking.status} />
      </header>
      {booking.recording_url ? (
        <p className="rounded-lg border border-primary p-4">
          The temple has performed your pooja.{" "}
          <a href={booking.recording_url} className="font-semibold text-primary underline">
            Watch the recording
          </a>
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Timeline</CardTitle>
        </CardHeader>
        <CardContent>
          <BookingTimeline events={events} status={booking.status} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">Price</dt>
            <dd>{formatPaise(booking.price_paise)}</dd>
            <dt className="text-muted-foreground">Where</dt>
            <dd>
              {booking.mode === "online" ? "Online (video call)" : (booking.address ?? "In person")}
            </dd>
            {booking.note ? (
              <>
                <dt className="text-muted-foreground">
                  {isDevotee ? "Your note" : "Sankalp and note"}
                </dt>
                <dd className="whitespace-pre-line">{booking.note}</dd>
              </>
            ) : null}
            {booking.status === "cancelled" ? (
              <>
                <dt className="text-muted-foreground">Cancelled by</dt>
                <dd>
                  {booking.cancelled_by === "devotee"
                    ? isDevotee
                      ? "You"
                      : "The devotee"
                    : "The provider"}
                  {booking.cancel_reason ? `: ${booking.cancel_reason}` : ""}
                </dd>
                <dt className="text-muted-foreground">Refund</dt>
                <dd>{formatPaise(booking.refundable_paise ?? 0)}</dd>
              </>
            ) : null}
            {booking.status === "declined" && booking.response_reason ? (
              <>
                <dt className="text-muted-foreground">Reason</dt>
                <dd>{booking.response_reason}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <BookingPayment
        booking={{ ...booking, offeringKind: booking.offerings?.kind }}
        isDevotee={isDevotee}
        hostName={booking.providers?.display_name ?? booking.temples?.name ?? "The host"}
        bookingKey={bookingKey(booking.id)}
      />
      {isDevotee ? (
        <BookingReview
          bookingId={booking.id}
          status={booking.status}
          hostName={booking.providers?.display_name ?? booking.temples?.name ?? "The host"}
        />
      ) : null}
      {!isDevotee && isOpen ? (
        <Link to={paths.bookings} className="text-primary underline">
          Answer or cancel it in your bookings
        </Link>
      ) : null}
      {canCancel ? (
        <CancelBookingDialog
          bookingId={booking.id}
          terms={{
            status: booking.status,
            price_paise: booking.price_paise,
            free_cancel_hours: booking.free_cancel_hours,
            kept_percent: booking.kept_percent,
            starts_at: slot.start,
          }}
        />
      ) : null}
    </PageFrame>
  );
}
