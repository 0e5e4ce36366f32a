import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("About Us", "About Us on Bhakti Setu.");

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">About Us</h1>
    </main>
  );
}
