import { LinkTileSection } from "@/components/link-tile-section";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { quickActions } from "../navigation";

export function QuickActions() {
  const m = useMessages(spiritualMessages);
  return (
    <LinkTileSection
      title={m.quickActions}
      gridClassName="grid-cols-2 lg:grid-cols-4"
      tiles={quickActions.map((action) => ({
        to: action.to,
        title: m.actions[action.key].label,
        description: m.actions[action.key].description,
      }))}
    />
  );
}
