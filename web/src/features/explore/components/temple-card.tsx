import { ListingVerifiedBadge } from "@/components/listing-verified-badge";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import type { TempleListing } from "../api/list-temples";
import { exploreMessages } from "../messages";
import { TempleTimings } from "./temple-timings";

/** A temple in Explore's list: where, which deity, its timings, and a link to its page. */
export function TempleCard({ temple }: { temple: TempleListing }) {
  const m = useMessages(exploreMessages);
  const place = [temple.deity, temple.location ?? temple.city].filter(Boolean).join(" · ");
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <ListingVerifiedBadge listing={temple} />
        <CardTitle as="h3" className="text-lg">
          <Link
            className="underline-offset-4 hover:underline"
            to={paths.exploreTemple.href(temple.slug)}
            translate="no"
          >
            {temple.name}
          </Link>
        </CardTitle>
        {place ? (
          <p className="text-sm text-muted-foreground" translate="no">
            {place}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{m.noLocation}</p>
        )}
      </CardHeader>
      <CardContent>
        <TempleTimings temple={temple} />
      </CardContent>
    </Card>
  );
}
