import { DownloadPage } from "@/features/download";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Download App", "Get the Bhakti Setu app for iOS 12+ and Android 6+.");

export default function DownloadRoute() {
  return <DownloadPage />;
}
