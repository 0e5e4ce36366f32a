import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Download", "Download on Bhakti Setu.");

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Download</h1>
    </main>
  );
}
