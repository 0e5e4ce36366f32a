import { Badge } from "@/components/ui/badge";
import { formatIstDate } from "@/lib/format";
import type { VerificationStatus } from "../verification-status";

/**
 * "Verified since 24 Nov 2026" beside a provider's or temple's name, only when the platform has
 * checked them; seeded sample rows say they are examples instead.
 */
export function VerifiedBadge({
  isSample,
  status,
  verifiedAt,
}: {
  isSample: boolean;
  status: VerificationStatus;
  verifiedAt: string | null;
}) {
  if (isSample) return <Badge variant="outline">Example</Badge>;
  if (status !== "verified") return null;
  return (
    <Badge wrap>
      <span aria-hidden="true">✓ </span>
      {verifiedAt ? `Verified since ${formatIstDate(verifiedAt)}` : "Verified"}
    </Badge>
  );
}
