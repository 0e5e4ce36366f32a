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
    // Long enough to wrap on a 320 px phone beside a name.
    <Badge className="whitespace-normal">
      <span aria-hidden="true">✓ </span>
      {verifiedAt ? `Verified since ${formatIstDate(verifiedAt)}` : "Verified"}
    </Badge>
  );
}
