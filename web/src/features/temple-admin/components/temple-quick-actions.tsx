import { ButtonTile, LinkTile } from "@/components/action-tile";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";

import type { MyTemple } from "../api/get-my-temple";
import { SendNotificationDialog } from "../community/send-notification-dialog";
import { ExportDonationsButton } from "../donations/export-donations-button";
import { FeatureEventDialog } from "../events/feature-event-dialog";
import { GoLiveDialog } from "../live/go-live-dialog";
import { LIVE_PAGE_PATH } from "../navigation";
import { templeComponentsMessages } from "./messages";

/** The four quick actions, working on the temple's own data; each opens its own dialog. */
function TempleActions({ temple }: { temple: MyTemple }) {
  const descriptions = useMessages(templeComponentsMessages).actionDescriptions;
  const actions = [
    [<SendNotificationDialog key="notify" temple={temple} />, descriptions.sendNotification],
    [<GoLiveDialog key="live" temple={temple} />, descriptions.goLive],
    [<ExportDonationsButton key="export" temple={temple} />, descriptions.exportData],
    [<FeatureEventDialog key="feature" temple={temple} />, descriptions.featureEvent],
  ] as const;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {actions.map(([action, description]) => (
        <li
          key={action.key}
          className="grid content-start justify-items-start gap-2 rounded-lg border border-border bg-card p-4 shadow-sm"
        >
          {action}
          <p className="text-sm text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Before the temple exists, the specification's tiles: Go Live opens /live, the rest announce. */
function SampleActions() {
  const {
    actions,
    actionDescriptions: descriptions,
    actionAlerts: alerts,
  } = useMessages(templeComponentsMessages);
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <li>
        <ButtonTile
          title={actions.sendNotification}
          description={descriptions.sendNotification}
          onClick={() => window.alert(alerts.sendNotification)}
        />
      </li>
      <li>
        <LinkTile to={LIVE_PAGE_PATH} title={actions.goLive} description={descriptions.goLive} />
      </li>
      <li>
        <ButtonTile
          title={actions.exportData}
          description={descriptions.exportData}
          onClick={() => window.alert(alerts.exportData)}
        />
      </li>
      <li>
        <ButtonTile
          title={actions.featureEvent}
          description={descriptions.featureEvent}
          onClick={() => window.alert(alerts.featureEvent)}
        />
      </li>
    </ul>
  );
}

export function TempleQuickActions({ temple }: { temple: MyTemple | null }) {
  const m = useMessages(templeComponentsMessages);
  return (
    <TitledSection title={m.quickActions} titleClassName="mb-3 text-lg font-semibold">
      {temple ? <TempleActions temple={temple} /> : <SampleActions />}
    </TitledSection>
  );
}
