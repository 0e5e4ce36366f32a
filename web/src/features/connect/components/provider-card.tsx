import { VerifiedBadge } from "@/features/verification";
import { Link } from "react-router";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatPaise } from "@/lib/format";
import type { ProviderListing } from "../api/list-providers";
import { KIND_LABELS } from "../schemas";
import { ProviderAvatar } from "./provider-avatar";

/** A guru or pujari on /connect; the name links to their page. */
export function ProviderCard({ provider }: { provider: ProviderListing }) {
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
                className="rounded-sm hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {provider.display_name}
              </Link>
            </CardTitle>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <VerifiedBadge
                isSample={provider.is_sample}
                status={provider.verification_status}
                verifiedAt={provider.verified_at}
              />
              <span className="text-muted-foreground capitalize">{provider.kind}</span>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Rating</dt>
            <dd className="font-semibold">
              {provider.rating === null
                ? "No reviews yet"
                : `${provider.rating.toFixed(1)} / 5 (${provider.review_count} ${provider.review_count === 1 ? "review" : "reviews"})`}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">From</dt>
            <dd className="font-semibold">
              {provider.lowest_price_paise === null
                ? "—"
                : formatPaise(provider.lowest_price_paise)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Languages</dt>
            <dd>{provider.languages.join(", ") || "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">City</dt>
            <dd>{provider.city ?? "Online"}</dd>
          </div>
        </dl>
        {provider.offering_kinds.length > 0 ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Offers: </span>
            {provider.offering_kinds.map((kind) => KIND_LABELS[kind] ?? kind).join(", ")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
