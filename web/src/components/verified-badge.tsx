import { Badge } from "@/components/ui/badge";
import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { VerificationStatus } from "@/lib/verification-status";
import { trustBadgeMessages } from "./trust-badges.messages";

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
  const m = useMessages(trustBadgeMessages);
  if (isSample) return <Badge variant="outline">{m.example}</Badge>;
  if (status !== "verified") return null;
  return (
    <Badge wrap>
      <span aria-hidden="true">✓ </span>
      {verifiedAt ? m.since(formatIstDate(verifiedAt)) : m.verified}
    </Badge>
  );
}
