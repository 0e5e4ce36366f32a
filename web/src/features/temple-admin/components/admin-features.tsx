import { LinkTile } from "@/components/action-tile";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { adminFeatures } from "../navigation";
import { templeComponentsMessages } from "./messages";

export function AdminFeatures() {
  const m = useMessages(templeComponentsMessages);
  const { features } = useMessages(templeAdminMessages);
  return (
    <TitledSection title={m.adminFeatures} titleClassName="mb-3 text-lg font-semibold">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminFeatures.map((feature) => (
          <li key={feature.to}>
            <LinkTile
              to={feature.to}
              title={features[feature.key].label}
              description={features[feature.key].description}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
