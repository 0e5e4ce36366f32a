import { describeCancellationPolicy } from "@bhakti-setu/common/cancellation-policy.ts";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { TempleAuthorisedBadge } from "@/components/temple-authorised-badge";
import { kindMessages } from "@/content/kinds.messages";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { Offering } from "../api/get-provider";
import { connectMessages } from "../messages";

/** The provider's offerings with price, duration, mode and cancellation rule; each can be booked. */
export function OfferingList({ offerings }: { offerings: readonly Offering[] }) {
  const m = useMessages(connectMessages);
  const kinds: Record<string, string> = useMessages(kindMessages).offering;
  if (offerings.length === 0) return <p className="text-muted-foreground">{m.noOfferings}</p>;
  return (
    <ul className="grid gap-3">
      {offerings.map((offering) => (
        <li
          key={offering.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4"
        >
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold" translate="no">
              {offering.title}
            </h3>
            <TempleAuthorisedBadge temple={offering.authorised_by} />
            <p className="text-sm text-muted-foreground">
              {kinds[offering.kind] ?? offering.kind} · {m.modes[offering.mode]} ·{" "}
              {m.duration(
                Math.floor(offering.duration_minutes / 60),
                offering.duration_minutes % 60,
              )}
            </p>
            {offering.description ? (
              <p className="text-sm" data-user-content>
                {offering.description}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {describeCancellationPolicy(offering, m.cancellationPolicy)}
            </p>
          </div>
          <div className="grid justify-items-end gap-2">
            <span className="text-lg font-bold">{formatPaise(offering.price_paise)}</span>
            {offering.is_sample ? (
              <span className="text-sm text-muted-foreground">{m.example}</span>
            ) : (
              <Link
                to={paths.bookOffering.href(offering.id)}
                className={buttonVariants({ size: "sm" })}
                aria-label={m.bookTitle(offering.title)}
                translate="no"
              >
                {m.book}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
