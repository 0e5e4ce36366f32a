import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { SavedCopyNotice } from "@/components/saved-copy-notice";
import { SankalpRows } from "@/components/sankalp-rows";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/titled-card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import type { BookingStatus } from "@/components/booking-status";
import { PaymentReturnNotice } from "@/components/payments/payment-return-notice";
import { VerifiedBadge } from "@/components/verified-badge";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { parseTimeRange } from "@/lib/time-range";
import { type BookingDetail, bookingKey, useBooking } from "../api/get-booking";
import { bookingMessages } from "../messages";
import { bookingSessionMessages } from "../session.messages";
import { BookingSession } from "./booking-session";
import { BookingTimeCard } from "./booking-time-card";
import { BookingTimeline } from "./booking-timeline";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { HostActions } from "./host-actions";
import { ProviderName, TempleName } from "./linked-name";
import { PageMain } from "@/components/page-main";
import { BookingStatusBadge } from "@/components/booking-status-badge";

function BackLink() {
  const m = useMessages(bookingMessages);
  return (
    <Link to={paths.bookings} className="text-sm text-primary underline-offset-4 hover:underline">
      {m.detail.back}
    </Link>
  );
}

/** What the payments and reviews features show on the page; the route places them. */
export interface BookingPageSlots {
  payment: (facts: {
    booking: Pick<BookingDetail, "id" | "status" | "price_paise" | "payments"> & {
      offeringKind: string | undefined;
    };
    isDevotee: boolean;
    hostName: string;
    bookingKey: readonly unknown[];
  }) => ReactNode;
  review: (facts: { bookingId: string; status: BookingStatus; hostName: string }) => ReactNode;
}

/**
 * /bookings/:id: one booking, its timeline, where the session happens once confirmed, and Cancel
 * while that is still allowed. The host opens it too (their e-mails and notifications link here)
 * and answers from here as from their inbox.
 */
export function BookingDetailPage({
  bookingId,
  viewerId,
  slots,
}: {
  bookingId: string;
  viewerId: string;
  slots: BookingPageSlots;
}) {
  const m = useMessages(bookingMessages);
  const session = useMessages(bookingSessionMessages);
  const t = m.detail;
  const detail = useBooking(bookingId);
  const [openedAt] = useState(() => Date.now());
  if (detail.isPending) {
    return (
      <PageMain width="reading">
        <BackLink />
        <Spinner className="py-12" label={t.loading} showLabel />
      </PageMain>
    );
  }
  if (detail.isError || detail.data === null) {
    return (
      <PageMain width="reading">
        <BackLink />
        <h1 className="text-2xl font-bold">{t.title}</h1>
        {detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <p>{t.notFound}</p>
        )}
      </PageMain>
    );
  }
  const { booking, events } = detail.data;
  const slot = parseTimeRange(booking.slot);
  const isDevotee = booking.devotee_id === viewerId;
  const isOpen = booking.status === "requested" || booking.status === "confirmed";
  const canCancel = isDevotee && isOpen && new Date(slot.start).getTime() > openedAt;
  const hostName = booking.providers?.display_name ?? booking.temples?.name ?? t.theHost;
  return (
    <PageMain width="reading">
      <BackLink />
      <SavedCopyNotice savedAt={detail.dataUpdatedAt} />
      <PaymentReturnNotice />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold md:text-3xl" translate="no">
            {booking.title}
          </h1>
          <p className="text-muted-foreground">
            {formatIstDateTime(slot.start)}
            {booking.providers ? (
              <ProviderName provider={booking.providers} words={t.withHost} />
            ) : null}
            {booking.temples ? <TempleName temple={booking.temples} words={t.atTemple} /> : null}
          </p>
          {booking.providers || booking.temples ? (
            <VerifiedBadge
              isSample={false}
              status="verified"
              verifiedAt={(booking.providers ?? booking.temples)?.verified_at ?? null}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          {booking.paid_at ? <Badge variant="secondary">{session.paid}</Badge> : null}
        </div>
      </header>
      {booking.recording_url ? (
        <p className="rounded-lg border border-primary p-4">
          {t.performed}
          <a href={booking.recording_url} className="font-semibold text-primary underline">
            {t.watchRecording}
          </a>
        </p>
      ) : null}
      <TitledCard title={t.timeline}>
        <BookingTimeline events={events} status={booking.status} hostName={hostName} />
      </TitledCard>
      <TitledCard title={t.details}>
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">{t.price}</dt>
          <dd>{formatPaise(booking.price_paise)}</dd>
          <dt className="text-muted-foreground">{t.where}</dt>
          <dd data-user-content={booking.mode === "offline" && booking.address ? "" : undefined}>
            {booking.mode === "online" ? m.online : (booking.address ?? m.inPerson)}
          </dd>
          <SankalpRows sankalp={booking} />
          {booking.note ? (
            <>
              <dt className="text-muted-foreground">{isDevotee ? t.yourNote : t.devoteesNote}</dt>
              <dd className="whitespace-pre-line" data-user-content>
                {booking.note}
              </dd>
            </>
          ) : null}
          {booking.status === "cancelled" ? (
            <>
              <dt className="text-muted-foreground">{t.cancelledBy}</dt>
              <dd data-user-content={booking.cancel_reason ? "" : undefined}>
                {booking.cancelled_by === "devotee"
                  ? isDevotee
                    ? t.you
                    : t.theDevotee
                  : t.theProvider}
                {booking.cancel_reason ? `: ${booking.cancel_reason}` : ""}
              </dd>
              <dt className="text-muted-foreground">{t.refund}</dt>
              <dd>{formatPaise(booking.refundable_paise ?? 0)}</dd>
            </>
          ) : null}
          {booking.status === "declined" && booking.response_reason ? (
            <>
              <dt className="text-muted-foreground">{t.reason}</dt>
              <dd data-user-content>{booking.response_reason}</dd>
            </>
          ) : null}
        </dl>
      </TitledCard>
      <BookingTimeCard
        booking={booking}
        isDevotee={isDevotee}
        hostName={hostName}
        openedAt={openedAt}
      />
      <BookingSession booking={booking} slot={slot} isDevotee={isDevotee} hostName={hostName} />
      {!isDevotee ? <HostActions booking={booking} start={slot.start} openedAt={openedAt} /> : null}
      {slots.payment({
        booking: { ...booking, offeringKind: booking.offerings?.kind },
        isDevotee,
        hostName,
        bookingKey: bookingKey(booking.id),
      })}
      {isDevotee ? slots.review({ bookingId: booking.id, status: booking.status, hostName }) : null}
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
    </PageMain>
  );
}
