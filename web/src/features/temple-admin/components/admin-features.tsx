import { LinkTile } from "@/components/action-tile";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { adminFeatures } from "../navigation";
import { templeComponentsMessages } from "./messages";

export function AdminFeatures() {
  const m = useMessages(templeComponentsMessages);
  const { features } = useMessages(templeAdminMessages);
  return (
    <section aria-labelledby="temple-admin-features">
      <h2 id="temple-admin-features" className="mb-3 text-lg font-semibold">
        {m.adminFeatures}
      </h2>
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
    </section>
  );
}
