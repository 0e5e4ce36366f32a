import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Page Not Found", "Page Not Found on Bhakti Setu.");

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Page Not Found</h1>
    </main>
  );
}
