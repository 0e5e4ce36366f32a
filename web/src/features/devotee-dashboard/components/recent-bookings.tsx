import { Link } from "react-router";
import { BookingLink } from "@/components/booking-link";
import { BookingStatusBadge } from "@/components/booking-status-badge";
import { QueryContent } from "@/components/query-content";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/titled-card";
import { paths } from "@/config/paths";
import { formatDate, formatIstDateTime, formatTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { parseTimeRange } from "@/lib/time-range";
import { useRecentBookings } from "../api/list-recent-bookings";
import { devoteeDashboardMessages } from "../messages";
import { recentBookings as sampleBookings } from "../sample-content";
import { ExampleList } from "./example-list";

/** With no bookings yet: the specification's sample list, labelled as an example, and the first step. */
function ExampleBookings() {
  const m = useMessages(devoteeDashboardMessages);
  return (
    <ExampleList
      note={m.bookings.exampleNote}
      label={m.bookings.exampleList}
      next={{ to: paths.connect, label: m.bookings.bookFirst }}
    >
      {sampleBookings.map((booking) => (
        <li key={booking.id} className="flex items-start justify-between gap-3 py-3">
          <div>
            <p className="font-medium" translate="no">
              {booking.title}
            </p>
            <p className="text-sm text-muted-foreground">
              {m.bookings.dateAt(formatDate(booking.date), formatTime(booking.time))}
            </p>
          </div>
          <Badge variant={booking.status === "Confirmed" ? "default" : "secondary"}>
            {m.sampleStatuses[booking.status]}
          </Badge>
        </li>
      ))}
    </ExampleList>
  );
}

export function RecentBookings({ devoteeId }: { devoteeId: string }) {
  const m = useMessages(devoteeDashboardMessages);
  const bookings = useRecentBookings(devoteeId);
  return (
    <TitledCard title={m.bookings.title}>
      <QueryContent
        query={bookings}
        loading={m.bookings.loading}
        spinnerClassName="justify-start"
        showLabel
        empty={<ExampleBookings />}
      >
        {(recent) => (
          <>
            <ul className="divide-y divide-border">
              {recent.map((booking) => (
                <li key={booking.id} className="flex items-start justify-between gap-3 py-3">
                  <div>
                    <BookingLink booking={booking} className="font-medium" />
                    <p className="text-sm text-muted-foreground">
                      {formatIstDateTime(parseTimeRange(booking.slot).start)}
                    </p>
                  </div>
                  <BookingStatusBadge status={booking.status} />
                </li>
              ))}
            </ul>
            <Link to={paths.bookings} className="text-sm text-primary underline">
              {m.bookings.all}
            </Link>
          </>
        )}
      </QueryContent>
    </TitledCard>
  );
}
