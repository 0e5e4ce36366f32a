import { NotFoundPage } from "@/features/not-found";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Page Not Found", "This page does not exist or has moved to the Bhakti Setu app.");

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
