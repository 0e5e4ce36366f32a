import { TermsOfUse } from "@/features/legal";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Terms of Use",
    "The terms that govern bookings, payments, refunds and live streams on Bhakti Setu.",
  );

export default function TermsOfServiceRoute() {
  return <TermsOfUse />;
}
