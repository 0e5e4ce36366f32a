// Placeholder: the signed-in screens replace this module.
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Live Sessions", "Live Sessions on Bhakti Setu.");

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Live Sessions</h1>
    </main>
  );
}
