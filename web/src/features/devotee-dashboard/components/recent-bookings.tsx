import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatTime } from "@/lib/format";

import { recentBookings } from "../sample-content";

export function RecentBookings() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Bookings</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {recentBookings.map((booking) => (
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
      </CardContent>
    </Card>
  );
}
