import { Badge } from "@/components/ui/badge";
import { useMessages } from "@/lib/i18n/use-messages";
import { trustBadgeMessages } from "./trust-badges.messages";

/** The embed that names the temple vouching for an offering, for an offerings select. */
export const AUTHORISED_BY_EMBED =
  "authorised_by:temples!offerings_authorised_by_temple_id_fkey(name)";

/** "Authorised by <temple>": the temple has vouched for this offering (devotees asked for it). */
export function TempleAuthorisedBadge({ temple }: { temple: { name: string } | null }) {
  const [before, after] = useMessages(trustBadgeMessages).authorisedBy;
  if (!temple) return null;
  return (
    <Badge variant="outline" wrap>
      <span aria-hidden="true">🛕 </span>
      {before}
      <span translate="no">{temple.name}</span>
      {after}
    </Badge>
  );
}
