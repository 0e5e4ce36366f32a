import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { TempleAuthorisedBadge } from "@/components/temple-authorised-badge";
import { VerifiedBadge } from "@/components/verified-badge";
import { useMessages } from "@/lib/i18n/use-messages";
import { type BookableOffering, useOffering } from "../api/get-offering";
import { bookingMessages } from "../messages";
import { BookingForm } from "./booking-form";
import { ProviderName, TempleName } from "./linked-name";
import { PageMain } from "@/components/page-main";

/** A provider's offering, or a temple pooja the temple performs on a schedule; never an example. */
function isBookable(offering: BookableOffering): boolean {
  return (
    !offering.is_sample && (offering.provider_id !== null || offering.schedule_weekdays !== null)
  );
}

/** /book/:offeringId: book one offering; `?start=` preselects a free time chosen elsewhere. */
export function BookOfferingPage({
  offeringId,
  initialStart,
}: {
  offeringId: string;
  initialStart: string | null;
}) {
  const m = useMessages(bookingMessages);
  const offering = useOffering(offeringId);
  const [now] = useState(() => new Date());
  if (offering.isPending) {
    return (
      <PageMain width="reading">
        <Spinner className="py-12" label={m.offering.loading} showLabel />
      </PageMain>
    );
  }
  const data = offering.data;
  if (offering.isError || !data || !isBookable(data)) {
    return (
      <PageMain width="reading">
        <h1 className="text-2xl font-bold">{m.book}</h1>
        {offering.isError ? (
          <LoadError error={offering.error} onRetry={() => void offering.refetch()} />
        ) : (
          <p>
            {offering.data?.is_sample ? m.offering.example : m.offering.unavailable}
            <Link to={paths.connect} className="text-primary underline">
              {m.offering.findProvider}
            </Link>
            .
          </p>
        )}
      </PageMain>
    );
  }
  const { providers: provider, temples: temple } = data;
  const [bookBefore, bookAfter] = m.offering.title;
  return (
    <PageMain width="reading">
      <header className="grid gap-1">
        <h1 id="book-offering-title" className="text-2xl font-bold md:text-3xl">
          {bookBefore}
          <span translate="no">{data.title}</span>
          {bookAfter}
        </h1>
        <div className="flex flex-wrap gap-2">
          {provider ? (
            <VerifiedBadge
              isSample={data.is_sample}
              status="verified"
              verifiedAt={provider.verified_at}
            />
          ) : null}
          <TempleAuthorisedBadge temple={data.authorised_by} />
        </div>
        {provider ? (
          <p className="text-muted-foreground">
            <ProviderName provider={provider} words={m.offering.withHost(data.duration_minutes)} />
          </p>
        ) : null}
        {temple ? (
          <p className="text-muted-foreground">
            <TempleName temple={temple} words={m.offering.byTemple(data.duration_minutes)} />
          </p>
        ) : null}
      </header>
      <BookingForm
        offering={data}
        initialStart={initialStart}
        now={now}
        labelledBy="book-offering-title"
      />
    </PageMain>
  );
}
