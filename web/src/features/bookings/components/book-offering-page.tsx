import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useOffering } from "../api/get-offering";
import { BookingForm } from "./booking-form";
import { PageFrame } from "./page-frame";

/** /book/:offeringId: book one offering; `?start=` preselects a free time chosen elsewhere. */
export function BookOfferingPage({
  offeringId,
  initialStart,
}: {
  offeringId: string;
  initialStart: string | null;
}) {
  const offering = useOffering(offeringId);
  const [now] = useState(() => new Date());
  if (offering.isPending) {
    return (
      <PageFrame>
        <Spinner className="py-12" label="Loading the offering" showLabel />
      </PageFrame>
    );
  }
  if (offering.isError || !offering.data || offering.data.is_sample || !offering.data.provider_id) {
    return (
      <PageFrame>
        <h1 className="text-2xl font-bold">Book</h1>
        {offering.isError ? (
          <LoadError error={offering.error} onRetry={() => void offering.refetch()} />
        ) : (
          <p>
            {offering.data?.is_sample
              ? "This is an example offering and cannot be booked. "
              : "This offering is no longer available. "}
            <Link to={paths.connect} className="text-primary underline">
              Find a verified guru or pujari
            </Link>
            .
          </p>
        )}
      </PageFrame>
    );
  }
  const { providers: provider } = offering.data;
  return (
    <PageFrame>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">Book {offering.data.title}</h1>
        {provider ? (
          <p className="text-muted-foreground">
            with{" "}
            <Link to={paths.connectProvider.href(provider.slug)} className="text-primary underline">
              {provider.display_name}
            </Link>{" "}
            · {offering.data.duration_minutes} minutes
          </p>
        ) : null}
      </header>
      <BookingForm offering={offering.data} initialStart={initialStart} now={now} />
    </PageFrame>
  );
}
