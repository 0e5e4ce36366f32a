import { useState } from "react";
import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { paths } from "@/config/paths";
import { formatIstTime, formatTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useTodaysActivities } from "../api/list-todays-activities";
import { devoteeDashboardMessages } from "../messages";
import { todaysActivities as sampleActivities } from "../sample-content";

/** With nothing today: the specification's sample list, labelled as an example, and a next step. */
function ExampleActivities() {
  const m = useMessages(devoteeDashboardMessages);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        <Badge variant="outline">{m.example}</Badge> {m.activities.nothingToday}
      </p>
      <ul aria-label={m.activities.exampleList} className="divide-y divide-border">
        {sampleActivities.map((activity) => (
          <li key={activity.id} className="flex items-start gap-3 py-3">
            <span className="w-20 shrink-0 font-medium">{formatTime(activity.time)}</span>
            <div translate="no">
              <p className="font-medium">{activity.title}</p>
              <p className="text-sm text-muted-foreground">{activity.place}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.explore} className={buttonVariants({ className: "justify-self-start" })}>
        {m.activities.findEvent}
      </Link>
    </div>
  );
}

/** Today's (IST) bookings, registered events and live sessions with a reminder. */
export function TodaysActivities({ userId }: { userId: string }) {
  const m = useMessages(devoteeDashboardMessages).activities;
  const [now] = useState(() => new Date());
  const activities = useTodaysActivities(userId, now);
  return (
    <TitledCard title={m.title}>
      <QueryContent
        query={activities}
        loading={m.loading}
        spinnerClassName="justify-start"
        showLabel
        empty={<ExampleActivities />}
      >
        {(today) => (
          <ul className="divide-y divide-border">
            {today.map((activity) => (
              <li key={activity.id} className="flex items-start gap-3 py-3">
                <span className="w-24 shrink-0 font-medium">
                  {formatIstTime(activity.startsAt)}
                </span>
                <div>
                  <p className="font-medium" translate="no">
                    {activity.title}
                  </p>
                  <p className="text-sm text-muted-foreground" translate="no">
                    {activity.place}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </TitledCard>
  );
}
