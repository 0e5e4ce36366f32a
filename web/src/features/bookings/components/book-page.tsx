import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { LoadMoreButton } from "@/components/load-more-button";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { TempleAuthorisedBadge } from "@/components/temple-authorised-badge";
import { VerifiedBadge } from "@/components/verified-badge";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useBookableOfferings } from "../api/list-bookable-offerings";
import { useMyBookings } from "../api/list-my-bookings";
import { bookingMessages } from "../messages";
import { PageHeader } from "@/components/page-header";
import { PageMain } from "@/components/page-main";
import { TitledSection } from "@/components/titled-section";

/** The providers the devotee booked before, most recent first, each once. */
function RecentProviders({ devoteeId }: { devoteeId: string }) {
  const m = useMessages(bookingMessages);
  const bookings = useMyBookings(devoteeId);
  const seen = new Map<string, string>();
  for (const booking of bookings.data?.pages[0]?.bookings ?? []) {
    if (booking.providers) seen.set(booking.providers.slug, booking.providers.display_name);
  }
  if (seen.size === 0) return null;
  return (
    <TitledSection title={m.bookPage.bookAgain} className="grid gap-2">
      <ul className="flex flex-wrap gap-2">
        {[...seen].map(([slug, name]) => (
          <li key={slug}>
            <Link
              to={paths.connectProvider.href(slug)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              translate="no"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** /book: what the devotee can book now, and the providers they booked before. */
export function BookPage({ devoteeId }: { devoteeId: string }) {
  const m = useMessages(bookingMessages);
  const [introBefore, introAfter] = m.bookPage.intro;
  const offerings = useBookableOfferings();
  const rows = offerings.data?.pages.flatMap((page) => page.offerings) ?? [];
  return (
    <PageMain width="reading">
      <PageHeader
        className="grid gap-1"
        title={m.bookPage.title}
        intro={
          <>
            {introBefore}
            <Link to={paths.connect} className="text-primary underline">
              {m.bookPage.connect}
            </Link>
            {introAfter}
          </>
        }
      />
      <RecentProviders devoteeId={devoteeId} />
      <TitledSection title={m.bookPage.available} className="grid gap-3">
        <QueryContent
          query={offerings}
          loading={m.bookPage.loading}
          spinnerClassName="py-12"
          showLabel
          isEmpty={() => rows.length === 0}
          empty={<p className="text-muted-foreground">{m.bookPage.none}</p>}
        >
          {() => (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                {rows.map((offering) => (
                  <li
                    key={offering.id}
                    className="flex flex-wrap items-center justify-between gap-3 p-4"
                  >
                    <div className="grid gap-1">
                      <p className="font-semibold" translate="no">
                        {offering.title}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <VerifiedBadge
                          isSample={offering.is_sample}
                          status="verified"
                          verifiedAt={offering.providers?.verified_at ?? null}
                        />
                        <TempleAuthorisedBadge temple={offering.authorised_by} />
                      </div>
                      {/* The provider's name is part of this line's text, so the whole line is marked. */}
                      <p className="text-sm text-muted-foreground" translate="no">
                        {offering.providers?.display_name} · {m.minutes(offering.duration_minutes)}{" "}
                        · {formatPaise(offering.price_paise)}
                      </p>
                    </div>
                    <Link
                      to={paths.bookOffering.href(offering.id)}
                      className={buttonVariants({ size: "sm" })}
                      aria-label={m.bookPage.bookWith(
                        offering.title,
                        offering.providers?.display_name ?? m.bookPage.theProvider,
                      )}
                      translate="no"
                    >
                      {m.book}
                    </Link>
                  </li>
                ))}
              </ul>
              <LoadMoreButton query={offerings} label={m.loadMore} />
            </>
          )}
        </QueryContent>
      </TitledSection>
    </PageMain>
  );
}
