import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";

/** What QueryContent reads of a TanStack query (plain or infinite): pending, failed, or read. */
type QueryState<TData> = { error: unknown; refetch: () => unknown } & (
  | { isPending: true }
  | { isPending: false; isError: true }
  | { isPending: false; isError: false; data: TData }
);

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A read's states in one place: a spinner while it loads, the error with Retry when it fails,
 * `empty` when it has nothing (a list with no rows, unless `isEmpty` says otherwise), else `children(data)`.
 */
export function QueryContent<TData>({
  query,
  loading,
  spinnerClassName,
  showLabel,
  empty,
  isEmpty = isEmptyList,
  children,
}: {
  query: QueryState<TData>;
  /** What the spinner announces. */
  loading: string;
  spinnerClassName?: string;
  showLabel?: boolean;
  empty?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) {
    return <Spinner className={spinnerClassName} label={loading} showLabel={showLabel} />;
  }
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
