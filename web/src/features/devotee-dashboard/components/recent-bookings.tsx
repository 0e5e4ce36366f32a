import { Link } from "react-router";
import { BOOKING_STATUS_VARIANTS } from "@/components/booking-status";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatDate, formatIstDateTime, formatTime } from "@/lib/format";
import { parseTimeRange } from "@/lib/time-range";
import { type RecentBooking, useRecentBookings } from "../api/list-recent-bookings";
import { recentBookings as sampleBookings } from "../sample-content";

const STATUS_LABELS: Record<RecentBooking["status"], string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** With no bookings yet: the specification's sample list, labelled as an example, and the first step. */
function ExampleBookings() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <Badge variant="outline">Example</Badge> This is how your bookings will look.
      </p>
      <ul aria-label="Example bookings" className="divide-y divide-border">
        {sampleBookings.map((booking) => (
          <li key={booking.id} className="flex items-start justify-between gap-3 py-3">
            <div>
              <p className="font-medium">{booking.title}</p>
              <p className="text-sm text-muted-foreground">
                {formatDate(booking.date)} at {formatTime(booking.time)}
              </p>
            </div>
            <Badge variant={booking.status === "Confirmed" ? "default" : "secondary"}>
              {booking.status}
            </Badge>
          </li>
        ))}
      </ul>
      <Link to={paths.connect} className={buttonVariants({ className: "justify-self-start" })}>
        Book your first pooja
      </Link>
    </div>
  );
}

export function RecentBookings({ devoteeId }: { devoteeId: string }) {
  const bookings = useRecentBookings(devoteeId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Bookings</CardTitle>
      </CardHeader>
      <CardContent>
        {bookings.isPending ? (
          <Spinner label="Loading your bookings" showLabel className="justify-start" />
        ) : bookings.isError ? (
          <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : bookings.data.length === 0 ? (
          <ExampleBookings />
        ) : (
          <>
            <ul className="divide-y divide-border">
              {bookings.data.map((booking) => (
                <li key={booking.id} className="flex items-start justify-between gap-3 py-3">
                  <div>
                    <Link
                      to={paths.booking.href(booking.id)}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {booking.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {formatIstDateTime(parseTimeRange(booking.slot).start)}
                    </p>
                  </div>
                  <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
                    {STATUS_LABELS[booking.status]}
                  </Badge>
                </li>
              ))}
            </ul>
            <Link to={paths.bookings} className="text-sm text-primary underline">
              All bookings
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
