import { LinkTile } from "@/components/action-tile";

import { adminFeatures } from "../navigation";

export function AdminFeatures() {
  return (
    <section aria-labelledby="temple-admin-features">
      <h2 id="temple-admin-features" className="mb-3 text-lg font-semibold">
        Admin Features
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminFeatures.map((feature) => (
          <li key={feature.to}>
            <LinkTile to={feature.to} title={feature.label} description={feature.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
