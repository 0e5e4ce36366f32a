import { LivePage } from "@/features/live";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Live Streams",
    "Watch aarti, darshan, pravachan and bhajan live from temples across India on Bhakti Setu.",
  );

export default function LiveRoute() {
  return <LivePage />;
}
