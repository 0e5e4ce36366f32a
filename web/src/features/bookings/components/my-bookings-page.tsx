import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { SavedCopyNotice } from "@/components/saved-copy-notice";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { parseTimeRange } from "@/lib/time-range";
import { useMyBookings } from "../api/list-my-bookings";
import { bookingMessages } from "../messages";
import { PageMain } from "@/components/page-main";
import { BookingLink } from "@/components/booking-link";
import { BookingStatusBadge } from "@/components/booking-status-badge";

/**
 * /bookings for a devotee: their bookings, latest first, 20 at a time; then what the route adds
 * below them (their courses, which the courses feature owns). A list it holds stays on screen
 * when asking again fails: offline that is the copy kept on the device, with its saved time.
 */
export function MyBookingsPage({ devoteeId, after }: { devoteeId: string; after?: ReactNode }) {
  const m = useMessages(bookingMessages);
  const bookings = useMyBookings(devoteeId);
  const rows = bookings.data?.pages.flatMap((page) => page.bookings) ?? [];
  return (
    <PageMain width="reading">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{m.list.title}</h1>
        <Link to={paths.book} className={buttonVariants({ variant: "outline" })}>
          {m.list.bookPooja}
        </Link>
      </header>
      <SavedCopyNotice savedAt={bookings.dataUpdatedAt} />
      {bookings.isPending ? (
        <Spinner className="py-12" label={m.list.loading} showLabel />
      ) : bookings.isError && rows.length === 0 ? (
        <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={m.list.emptyTitle}
          hint={m.list.emptyText}
          action={
            <Link to={paths.connect} className={buttonVariants()}>
              {m.bookFirst}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {rows.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="grid gap-1">
                  <BookingLink booking={booking} className="font-semibold" />
                  <p className="text-sm text-muted-foreground">
                    {formatIstDateTime(parseTimeRange(booking.slot).start)}
                    {booking.providers ? (
                      <>
                        {" · "}
                        <span translate="no">{booking.providers.display_name}</span>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1">
                  <BookingStatusBadge status={booking.status} />
                  <span className="text-sm">{formatPaise(booking.price_paise)}</span>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreButton query={bookings} label={m.loadMore} />
        </>
      )}
      {after}
    </PageMain>
  );
}
