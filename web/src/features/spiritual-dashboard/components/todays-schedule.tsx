import { Link } from "react-router";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
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
  const m = useMessages(spiritualMessages);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">
          {m.schedule.heading}
          {isExample && <span className="sr-only">{m.schedule.exampleSuffix}</span>}
        </CardTitle>
        {isExample && (
          <Badge variant="muted" aria-hidden="true">
            {m.example}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {items.length === 0 && <p className="text-muted-foreground">{m.schedule.empty}</p>}
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="w-20 shrink-0 font-medium">{formatTime(item.time)}</span>
              <div className="min-w-0 flex-1 basis-40 wrap-break-word">
                <p className="font-medium" translate="no">
                  {item.title}
                </p>
                <p className="text-sm text-muted-foreground" translate="no">
                  {item.client}
                </p>
              </div>
              <Badge variant="outline">{m.schedule.types[item.type]}</Badge>
              <Badge variant={item.status === "confirmed" ? "default" : "secondary"}>
                {m.schedule.statuses[item.status]}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={ADD_SESSION_PATH}>{m.schedule.addSession}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={CALENDAR_PATH}>{m.schedule.fullCalendar}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
