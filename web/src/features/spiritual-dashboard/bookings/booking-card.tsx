import type { ComponentProps, ReactNode } from "react";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SankalpRows } from "@/components/sankalp-rows";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { spiritualMessages } from "../messages";
import { providerBookingsMessages } from "./messages";

/** One labelled detail of a booking, as a row of its `<dl>`. */
function Detail({ term, ...detail }: { term: ReactNode } & ComponentProps<"dd">) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd {...detail} />
    </>
  );
}

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
          <Detail term={m.devotee} translate={booking.devotee_name ? "no" : undefined}>
            {booking.devotee_name || m.notGiven}
          </Detail>
          <Detail term={m.price}>{formatPaise(booking.price_paise)}</Detail>
          {booking.contact_phone && (
            <Detail term={m.phone}>
              <a href={`tel:${booking.contact_phone.replaceAll(" ", "")}`}>
                {booking.contact_phone}
              </a>
            </Detail>
          )}
          {booking.address && (
            <Detail
              term={m.address}
              className="wrap-break-word whitespace-pre-line"
              data-user-content
            >
              {booking.address}
            </Detail>
          )}
          <SankalpRows sankalp={booking} />
          {booking.note && (
            <Detail term={m.note} className="wrap-break-word whitespace-pre-line" data-user-content>
              {booking.note}
            </Detail>
          )}
          {booking.response_reason && (
            <Detail term={m.reply} className="wrap-break-word" data-user-content>
              {booking.response_reason}
            </Detail>
          )}
          {booking.cancel_reason && (
            <Detail
              term={booking.cancelled_by === "provider" ? m.cancelledByYou : m.cancelledByDevotee}
              className="wrap-break-word"
              data-user-content
            >
              {booking.cancel_reason}
            </Detail>
          )}
        </dl>
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
