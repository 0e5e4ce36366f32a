import type { ComponentProps, ReactElement, ReactNode } from "react";
import { QueryContent } from "@/components/query-content";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { adminMessages } from "../messages";

/** A read of reports as a list of cards, with its loading, failed and empty states. */
export function ReportCards<TReport>({
  query,
  loading,
  empty,
  children,
}: {
  query: ComponentProps<typeof QueryContent<TReport[]>>["query"];
  loading: string;
  empty: string;
  /** One report's card, an `<li>` with its key. */
  children: (report: TReport) => ReactElement;
}) {
  return (
    <QueryContent query={query} loading={loading} empty={<p>{empty}</p>}>
      {(rows) => <ul className="grid gap-3">{rows.map(children)}</ul>}
    </QueryContent>
  );
}

/** What every report card says of its report: the reason given, who gave it and when. */
export function ReportFacts({
  reason,
  reporter,
  reportedAt,
  children,
}: {
  reason: string;
  reporter: string | null;
  reportedAt: string;
  /** More on the line of the date. */
  children?: ReactNode;
}) {
  const m = useMessages(adminMessages).reports;
  return (
    <>
      <p data-user-content>{m.reason(reason)}</p>
      <p data-user-content className="text-sm">
        {m.reportedBy(reporter || m.unnamedReporter)}
      </p>
      <p className="text-sm text-muted-foreground">
        {m.reported(formatIstDateTime(reportedAt))}
        {children}
      </p>
    </>
  );
}
