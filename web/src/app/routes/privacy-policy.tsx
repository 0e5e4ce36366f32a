import { PrivacyPolicy } from "@/features/legal";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    "What Bhakti Setu collects, why, who it is shared with and your rights.",
  );

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy />;
}
