import { LinkTile } from "@/components/action-tile";

import { quickActions } from "../navigation";

export function QuickActions() {
  return (
    <section aria-labelledby="spiritual-quick-actions">
      <h2 id="spiritual-quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {quickActions.map((action) => (
          <li key={action.label}>
            <LinkTile to={action.to} title={action.label} description={action.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
