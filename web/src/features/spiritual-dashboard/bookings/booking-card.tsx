import type { ReactNode } from "react";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SankalpRows } from "@/components/sankalp-rows";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { spiritualMessages } from "../messages";
import { providerBookingsMessages } from "./messages";

/** One booking with what the devotee shared: name, sankalp details, and for visits phone and address. */
export function BookingCard({
  booking,
  actions,
}: {
  booking: ProviderBooking;
  actions?: ReactNode;
}) {
  const m = useMessages(providerBookingsMessages).card;
  const statuses = useMessages(spiritualMessages).bookingStatuses;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
            {statuses[booking.status]}
          </Badge>
          <Badge variant="outline">{booking.mode === "online" ? m.online : m.inPerson}</Badge>
          {booking.paid_at && <Badge variant="secondary">{m.paid}</Badge>}
        </div>
        <CardTitle as="h2" className="wrap-break-word" translate="no">
          {booking.title}
        </CardTitle>
        <p className="text-sm">{formatIstDateTime(booking.start)}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          <dt className="text-muted-foreground">{m.devotee}</dt>
          {booking.devotee_name ? (
            <dd translate="no">{booking.devotee_name}</dd>
          ) : (
            <dd>{m.notGiven}</dd>
          )}
          <dt className="text-muted-foreground">{m.price}</dt>
          <dd>{formatPaise(booking.price_paise)}</dd>
          {booking.contact_phone && (
            <>
              <dt className="text-muted-foreground">{m.phone}</dt>
              <dd>
                <a href={`tel:${booking.contact_phone.replaceAll(" ", "")}`}>
                  {booking.contact_phone}
                </a>
              </dd>
            </>
          )}
          {booking.address && (
            <>
              <dt className="text-muted-foreground">{m.address}</dt>
              <dd className="wrap-break-word whitespace-pre-line" data-user-content>
                {booking.address}
              </dd>
            </>
          )}
          <SankalpRows sankalp={booking} />
          {booking.note && (
            <>
              <dt className="text-muted-foreground">{m.note}</dt>
              <dd className="wrap-break-word whitespace-pre-line" data-user-content>
                {booking.note}
              </dd>
            </>
          )}
          {booking.response_reason && (
            <>
              <dt className="text-muted-foreground">{m.reply}</dt>
              <dd className="wrap-break-word" data-user-content>
                {booking.response_reason}
              </dd>
            </>
          )}
          {booking.cancel_reason && (
            <>
              <dt className="text-muted-foreground">
                {booking.cancelled_by === "provider" ? m.cancelledByYou : m.cancelledByDevotee}
              </dt>
              <dd className="wrap-break-word" data-user-content>
                {booking.cancel_reason}
              </dd>
            </>
          )}
        </dl>
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
