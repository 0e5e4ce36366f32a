import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { TempleAuthorisedBadge } from "@/features/verification";
import { formatPaise } from "@/lib/format";
import type { Offering } from "../api/get-provider";
import { KIND_LABELS } from "../schemas";

const MODE_LABELS = { online: "Online", offline: "In person", both: "Online or in person" };

/** Minutes as "45 min", "2 hr", "2 hr 30 min". */
function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** The provider's offerings with price, duration, mode and cancellation rule; each can be booked. */
export function OfferingList({ offerings }: { offerings: readonly Offering[] }) {
  if (offerings.length === 0) {
    return (
      <p className="text-muted-foreground">No offerings yet. Follow to hear when they add one.</p>
    );
  }
  return (
    <ul className="grid gap-3">
      {offerings.map((offering) => (
        <li
          key={offering.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4"
        >
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold">{offering.title}</h3>
            <TempleAuthorisedBadge temple={offering.authorised_by} />
            <p className="text-sm text-muted-foreground">
              {KIND_LABELS[offering.kind] ?? offering.kind} · {MODE_LABELS[offering.mode]} ·{" "}
              {formatDuration(offering.duration_minutes)}
            </p>
            {offering.description ? <p className="text-sm">{offering.description}</p> : null}
            <p className="text-sm text-muted-foreground">
              Free cancellation until {offering.free_cancel_hours} hours before
              {offering.kept_percent > 0 ? `; after that ${offering.kept_percent}% is kept` : ""}.
            </p>
          </div>
          <div className="grid justify-items-end gap-2">
            <span className="text-lg font-bold">{formatPaise(offering.price_paise)}</span>
            {offering.is_sample ? (
              <span className="text-sm text-muted-foreground">Example, not bookable</span>
            ) : (
              <Link
                to={paths.bookOffering.href(offering.id)}
                className={buttonVariants({ size: "sm" })}
                aria-label={`Book ${offering.title}`}
              >
                Book
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
