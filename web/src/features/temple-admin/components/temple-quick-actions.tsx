import { ButtonTile, LinkTile } from "@/components/action-tile";

import { LIVE_PAGE_PATH, quickActionAlerts } from "../navigation";

/** Go Live opens /live; the other three only announce what is coming (SPEC §2). */
export function TempleQuickActions() {
  return (
    <section aria-labelledby="temple-quick-actions">
      <h2 id="temple-quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <li>
          <ButtonTile
            title="Send Notification"
            description="Message your followers"
            onClick={() => window.alert(quickActionAlerts.sendNotification)}
          />
        </li>
        <li>
          <LinkTile to={LIVE_PAGE_PATH} title="Go Live" description="Stream darshan or aarti" />
        </li>
        <li>
          <ButtonTile
            title="Export Data"
            description="Download temple records"
            onClick={() => window.alert(quickActionAlerts.exportData)}
          />
        </li>
        <li>
          <ButtonTile
            title="Feature Event"
            description="Highlight an event"
            onClick={() => window.alert(quickActionAlerts.featureEvent)}
          />
        </li>
      </ul>
    </section>
  );
}
