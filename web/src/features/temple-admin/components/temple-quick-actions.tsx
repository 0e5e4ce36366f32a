import { ButtonTile, LinkTile } from "@/components/action-tile";

import type { MyTemple } from "../api/get-my-temple";
import { SendNotificationDialog } from "../community/send-notification-dialog";
import { ExportDonationsButton } from "../donations/export-donations-button";
import { FeatureEventDialog } from "../events/feature-event-dialog";
import { GoLiveDialog } from "../live/go-live-dialog";
import { LIVE_PAGE_PATH, quickActionAlerts } from "../navigation";

/** The four quick actions, working on the temple's own data. */
function TempleActions({ temple }: { temple: MyTemple }) {
  return (
    <ul className="flex flex-wrap items-start gap-4">
      <li>
        <SendNotificationDialog temple={temple} />
      </li>
      <li>
        <GoLiveDialog temple={temple} />
      </li>
      <li>
        <ExportDonationsButton temple={temple} />
      </li>
      <li>
        <FeatureEventDialog temple={temple} />
      </li>
    </ul>
  );
}

/** Before the temple exists, the specification's tiles: Go Live opens /live, the rest announce. */
function SampleActions() {
  return (
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
  );
}

export function TempleQuickActions({ temple }: { temple: MyTemple | null }) {
  return (
    <section aria-labelledby="temple-quick-actions">
      <h2 id="temple-quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
      {temple ? <TempleActions temple={temple} /> : <SampleActions />}
    </section>
  );
}
