import { LinkTile } from "@/components/action-tile";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { quickActions } from "../navigation";

export function QuickActions() {
  const m = useMessages(spiritualMessages);
  return (
    <TitledSection title={m.quickActions} titleClassName="mb-3 text-lg font-semibold">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {quickActions.map((action) => (
          <li key={action.key}>
            <LinkTile
              to={action.to}
              title={m.actions[action.key].label}
              description={m.actions[action.key].description}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
