import { Link } from "react-router";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTime } from "@/lib/format";

import { ADD_SESSION_PATH, CALENDAR_PATH } from "../navigation";
import type { ScheduleItem } from "../sample-content";

/** Today's Schedule: time, title, client, type and status badges, and its two buttons. */
export function TodaysSchedule({
  items,
  isExample,
  className,
}: {
  items: readonly ScheduleItem[];
  isExample: boolean;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">
          Today&apos;s Schedule{isExample && <span className="sr-only"> (example)</span>}
        </CardTitle>
        {isExample && (
          <Badge variant="muted" aria-hidden="true">
            Example
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {items.length === 0 && <p className="text-muted-foreground">Nothing booked for today.</p>}
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="w-20 shrink-0 font-medium">{formatTime(item.time)}</span>
              <div className="min-w-0 flex-1 basis-40 wrap-break-word">
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-muted-foreground">{item.client}</p>
              </div>
              <Badge variant="outline">{item.type}</Badge>
              <Badge variant={item.status === "confirmed" ? "default" : "secondary"}>
                {item.status}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={ADD_SESSION_PATH}>Add Session</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={CALENDAR_PATH}>View Full Calendar</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
