import { Badge } from "@/components/ui/badge";

/** "Verified" only for providers the platform has checked; sample rows say they are examples. */
export function VerificationBadge({ isSample, status }: { isSample: boolean; status: string }) {
  if (isSample) return <Badge variant="outline">Example</Badge>;
  if (status !== "verified") return null;
  return (
    <Badge>
      <span aria-hidden="true">✓ </span>Verified
    </Badge>
  );
}
