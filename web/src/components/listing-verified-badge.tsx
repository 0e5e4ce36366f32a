import type { ComponentProps } from "react";
import { VerifiedBadge } from "@/components/verified-badge";

type Badge = ComponentProps<typeof VerifiedBadge>;

/** VerifiedBadge for a listed provider or temple, read from the listing's own columns. */
export function ListingVerifiedBadge({
  listing,
}: {
  listing: {
    is_sample: Badge["isSample"];
    verification_status: Badge["status"];
    verified_at: Badge["verifiedAt"];
  };
}) {
  return (
    <VerifiedBadge
      isSample={listing.is_sample}
      status={listing.verification_status}
      verifiedAt={listing.verified_at}
    />
  );
}
