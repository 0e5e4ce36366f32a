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

/** The specification's tiles in their order; all but Go Live only announce themselves. */
const SAMPLE_ACTIONS = ["sendNotification", "goLive", "exportData", "featureEvent"] as const;

/** Before the temple exists, the specification's tiles: Go Live opens /live, the rest announce. */
function SampleActions() {
  const {
    actions,
    actionDescriptions: descriptions,
    actionAlerts: alerts,
  } = useMessages(templeComponentsMessages);
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {SAMPLE_ACTIONS.map((action) => (
        <li key={action}>
          {action === "goLive" ? (
            <LinkTile
              to={LIVE_PAGE_PATH}
              title={actions.goLive}
              description={descriptions.goLive}
            />
          ) : (
            <ButtonTile
              title={actions[action]}
              description={descriptions[action]}
              onClick={() => window.alert(alerts[action])}
            />
          )}
        </li>
      ))}
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
