import { LinkTileSection } from "@/components/link-tile-section";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { adminFeatures } from "../navigation";
import { templeComponentsMessages } from "./messages";

export function AdminFeatures() {
  const m = useMessages(templeComponentsMessages);
  const { features } = useMessages(templeAdminMessages);
  return (
    <LinkTileSection
      title={m.adminFeatures}
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
      tiles={adminFeatures.map((feature) => ({
        to: feature.to,
        title: features[feature.key].label,
        description: features[feature.key].description,
      }))}
    />
  );
}
