import type { ComponentProps, ReactNode } from "react";
import { QueryContent } from "@/components/query-content";

/** A read list's rows as a `<ul>`, one `<li>` a row keyed by its id, or its loading, failed or empty state. */
export function RecordList<TRow extends { id: string }>({
  query,
  loading,
  empty,
  itemClassName,
  children,
  ...list
}: Omit<ComponentProps<"ul">, "children"> & {
  query: Parameters<typeof QueryContent<TRow[]>>[0]["query"];
  /** What the spinner announces. */
  loading: string;
  empty: ReactNode;
  itemClassName?: string;
  children: (row: TRow) => ReactNode;
}) {
  return (
    <QueryContent query={query} loading={loading} empty={empty}>
      {(rows) => (
        <ul {...list}>
          {rows.map((row) => (
            <li key={row.id} className={itemClassName}>
              {children(row)}
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}
