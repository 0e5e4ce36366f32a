import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { TempleAuthorisedBadge, VerifiedBadge } from "@/features/verification";
import { formatPaise } from "@/lib/format";
import { useBookableOfferings } from "../api/list-bookable-offerings";
import { useMyBookings } from "../api/list-my-bookings";
import { PageFrame } from "./page-frame";

/** The providers the devotee booked before, most recent first, each once. */
function RecentProviders({ devoteeId }: { devoteeId: string }) {
  const bookings = useMyBookings(devoteeId);
  const seen = new Map<string, string>();
  for (const booking of bookings.data?.pages[0]?.bookings ?? []) {
    if (booking.providers) seen.set(booking.providers.slug, booking.providers.display_name);
  }
  if (seen.size === 0) return null;
  return (
    <section aria-labelledby="book-again" className="grid gap-2">
      <h2 id="book-again" className="text-lg font-semibold">
        Book again
      </h2>
      <ul className="flex flex-wrap gap-2">
        {[...seen].map(([slug, name]) => (
          <li key={slug}>
            <Link
              to={paths.connectProvider.href(slug)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /book: what the devotee can book now, and the providers they booked before. */
export function BookPage({ devoteeId }: { devoteeId: string }) {
  const offerings = useBookableOfferings();
  const rows = offerings.data?.pages.flatMap((page) => page.offerings) ?? [];
  return (
    <PageFrame>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">Book a pooja, katha or consultation</h1>
        <p className="text-muted-foreground">
          From verified gurus and pujaris. To compare providers by language or city, use{" "}
          <Link to={paths.connect} className="text-primary underline">
            Connect
          </Link>
          .
        </p>
      </header>
      <RecentProviders devoteeId={devoteeId} />
      <section aria-labelledby="bookable" className="grid gap-3">
        <h2 id="bookable" className="text-lg font-semibold">
          Available to book
        </h2>
        {offerings.isPending ? (
          <Spinner className="py-12" label="Loading offerings" showLabel />
        ) : offerings.isError ? (
          <LoadError error={offerings.error} onRetry={() => void offerings.refetch()} />
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">
            No verified provider offers bookings yet. Follow a guru on Connect to hear when they do.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border bg-card">
              {rows.map((offering) => (
                <li
                  key={offering.id}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div className="grid gap-1">
                    <p className="font-semibold">{offering.title}</p>
                    <div className="flex flex-wrap gap-2">
                      <VerifiedBadge
                        isSample={offering.is_sample}
                        status="verified"
                        verifiedAt={offering.providers?.verified_at ?? null}
                      />
                      <TempleAuthorisedBadge temple={offering.authorised_by} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {offering.providers?.display_name} · {offering.duration_minutes} minutes ·{" "}
                      {formatPaise(offering.price_paise)}
                    </p>
                  </div>
                  <Link
                    to={paths.bookOffering.href(offering.id)}
                    className={buttonVariants({ size: "sm" })}
                    aria-label={`Book ${offering.title} with ${offering.providers?.display_name ?? "the provider"}`}
                  >
                    Book
                  </Link>
                </li>
              ))}
            </ul>
            {offerings.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  type="button"
                  variant="outline"
                  disabled={offerings.isFetchingNextPage}
                  onClick={() => void offerings.fetchNextPage()}
                >
                  {offerings.isFetchingNextPage ? "Loading…" : "Load more"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </PageFrame>
  );
}
