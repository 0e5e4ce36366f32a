import type { ComponentProps, ReactElement } from "react";
import { QueryContent } from "@/components/query-content";

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
