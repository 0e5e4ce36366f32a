import { useState } from "react";
import { QueryContent } from "@/components/query-content";
import { TitledCard } from "@/components/titled-card";
import { paths } from "@/config/paths";
import { formatIstTime, formatTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useTodaysActivities } from "../api/list-todays-activities";
import { devoteeDashboardMessages } from "../messages";
import { todaysActivities as sampleActivities } from "../sample-content";
import { ExampleList } from "./example-list";

/** With nothing today: the specification's sample list, labelled as an example, and a next step. */
function ExampleActivities() {
  const m = useMessages(devoteeDashboardMessages);
  return (
    <ExampleList
      note={m.activities.nothingToday}
      label={m.activities.exampleList}
      next={{ to: paths.explore, label: m.activities.findEvent }}
    >
      {sampleActivities.map((activity) => (
        <li key={activity.id} className="flex items-start gap-3 py-3">
          <span className="w-20 shrink-0 font-medium">{formatTime(activity.time)}</span>
          <div translate="no">
            <p className="font-medium">{activity.title}</p>
            <p className="text-sm text-muted-foreground">{activity.place}</p>
          </div>
        </li>
      ))}
    </ExampleList>
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
