import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { parseTimeRange } from "@/lib/time-range";
import { useMyBookings } from "../api/list-my-bookings";
import { PageFrame } from "./page-frame";
import { StatusBadge } from "./status-badge";

/** /bookings for a devotee: their bookings, latest first, 20 at a time. */
export function MyBookingsPage({ devoteeId }: { devoteeId: string }) {
  const bookings = useMyBookings(devoteeId);
  const rows = bookings.data?.pages.flatMap((page) => page.bookings) ?? [];
  return (
    <PageFrame>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">My bookings</h1>
        <Link to={paths.book} className={buttonVariants({ variant: "outline" })}>
          Book a pooja
        </Link>
      </header>
      {bookings.isPending ? (
        <Spinner className="py-12" label="Loading your bookings" showLabel />
      ) : bookings.isError ? (
        <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : rows.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <p className="font-semibold">You have no bookings yet.</p>
          <p className="text-muted-foreground">
            Find a verified pujari or guru, choose a free time and book your first pooja.
          </p>
          <Link to={paths.connect} className={buttonVariants()}>
            Book your first pooja
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {rows.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="grid gap-1">
                  <Link
                    to={paths.booking.href(booking.id)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {booking.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatIstDateTime(parseTimeRange(booking.slot).start)}
                    {booking.providers ? ` · ${booking.providers.display_name}` : ""}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1">
                  <StatusBadge status={booking.status} />
                  <span className="text-sm">{formatPaise(booking.price_paise)}</span>
                </div>
              </li>
            ))}
          </ul>
          {bookings.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                type="button"
                variant="outline"
                disabled={bookings.isFetchingNextPage}
                onClick={() => void bookings.fetchNextPage()}
              >
                {bookings.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
