import { ListingVerifiedBadge } from "@/components/listing-verified-badge";
import { Link } from "react-router";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { kindMessages } from "@/content/kinds.messages";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { ProviderListing } from "../api/list-providers";
import { connectMessages } from "../messages";
import { ProviderAvatar } from "./provider-avatar";

/** A guru or pujari on /connect; the name links to their page. */
export function ProviderCard({ provider }: { provider: ProviderListing }) {
  const m = useMessages(connectMessages);
  const kinds: Record<string, string> = useMessages(kindMessages).offering;
  return (
    <Card className="h-full">
      <CardContent className="grid gap-3 pt-5">
        <div className="flex items-center gap-3">
          <ProviderAvatar
            name={provider.display_name}
            photoPath={provider.photo_path}
            photoAlt={provider.photo_alt}
          />
          <div className="grid min-w-0 gap-1">
            <CardTitle as="h2" className="text-lg">
              <Link
                to={paths.connectProvider.href(provider.slug)}
                translate="no"
                className="rounded-sm hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {provider.display_name}
              </Link>
            </CardTitle>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <ListingVerifiedBadge listing={provider} />
              <span className="text-muted-foreground capitalize">
                {m.providerKinds[provider.kind]}
              </span>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{m.rating}</dt>
            <dd className="font-semibold">
              {provider.rating === null || provider.review_count === 0
                ? m.noReviews
                : m.ratingWithCount(
                    provider.rating.toFixed(1),
                    m.reviewCount(provider.review_count),
                  )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.from}</dt>
            <dd className="font-semibold">
              {provider.lowest_price_paise === null
                ? "—"
                : formatPaise(provider.lowest_price_paise)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.languages}</dt>
            <dd data-user-content>{provider.languages.join(", ") || "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.city}</dt>
            {provider.city ? <dd translate="no">{provider.city}</dd> : <dd>{m.online}</dd>}
          </div>
        </dl>
        {provider.offering_kinds.length > 0 ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{m.offers}</span>
            {provider.offering_kinds.map((kind) => kinds[kind] ?? kind).join(", ")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
