import type { ReactNode } from "react";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import type { ProviderBooking } from "../api/list-provider-bookings";

/** One booking with what the devotee shared: name, sankalp details, and for visits phone and address. */
export function BookingCard({
  booking,
  actions,
}: {
  booking: ProviderBooking;
  actions?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>{booking.status}</Badge>
          <Badge variant="outline">{booking.mode === "online" ? "Online" : "In person"}</Badge>
        </div>
        <CardTitle as="h2" className="wrap-break-word">
          {booking.title}
        </CardTitle>
        <p className="text-sm">{formatIstDateTime(booking.start)}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          <dt className="text-muted-foreground">Devotee</dt>
          <dd>{booking.devotee_name || "Not given"}</dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd>{formatPaise(booking.price_paise)}</dd>
          {booking.contact_phone && (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>
                <a href={`tel:${booking.contact_phone.replaceAll(" ", "")}`}>
                  {booking.contact_phone}
                </a>
              </dd>
            </>
          )}
          {booking.address && (
            <>
              <dt className="text-muted-foreground">Address</dt>
              <dd className="wrap-break-word whitespace-pre-line">{booking.address}</dd>
            </>
          )}
          {booking.note && (
            <>
              <dt className="text-muted-foreground">Sankalp and note</dt>
              <dd className="wrap-break-word whitespace-pre-line">{booking.note}</dd>
            </>
          )}
          {booking.response_reason && (
            <>
              <dt className="text-muted-foreground">Your reply</dt>
              <dd className="wrap-break-word">{booking.response_reason}</dd>
            </>
          )}
          {booking.cancel_reason && (
            <>
              <dt className="text-muted-foreground">
                Cancelled by {booking.cancelled_by === "provider" ? "you" : "the devotee"}
              </dt>
              <dd className="wrap-break-word">{booking.cancel_reason}</dd>
            </>
          )}
        </dl>
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
