import type { ComponentProps, ReactNode } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { QueryContent } from "@/components/query-content";

type RowsProps<TRow> = Omit<ComponentProps<"ul">, "children"> & {
  itemClassName?: string;
  children: (row: TRow) => ReactNode;
};

/** Rows as a `<ul>`, one `<li>` a row keyed by its id. */
function Rows<TRow extends { id: string }>({
  rows,
  itemClassName,
  children,
  ...list
}: RowsProps<TRow> & { rows: readonly TRow[] }) {
  return (
    <ul {...list}>
      {rows.map((row) => (
        <li key={row.id} className={itemClassName}>
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/** A read list's rows as a `<ul>`, one `<li>` a row keyed by its id, or its loading, failed or empty state. */
export function RecordList<TRow extends { id: string }>({
  query,
  loading,
  empty,
  ...rows
}: RowsProps<TRow> & {
  query: Parameters<typeof QueryContent<TRow[]>>[0]["query"];
  /** What the spinner announces. */
  loading: string;
  empty: ReactNode;
}) {
  return (
    <QueryContent query={query} loading={loading} empty={empty}>
      {(read) => <Rows rows={read} {...rows} />}
    </QueryContent>
  );
}

/** A paged list's rows read so far, as RecordList shows them, with "Load more" under them. */
export function PagedRecordList<TRow extends { id: string }>({
  query,
  rows,
  loading,
  empty,
  moreLabel,
  ...list
}: RowsProps<TRow> & {
  query: Parameters<typeof QueryContent>[0]["query"] &
    Parameters<typeof LoadMoreButton>[0]["query"];
  /** The rows of the pages read so far. */
  rows: readonly TRow[];
  loading: string;
  empty: ReactNode;
  moreLabel: string;
}) {
  return (
    <QueryContent query={query} loading={loading} isEmpty={() => rows.length === 0} empty={empty}>
      {() => (
        <>
          <Rows rows={rows} {...list} />
          <LoadMoreButton query={query} label={moreLabel} />
        </>
      )}
    </QueryContent>
  );
}
