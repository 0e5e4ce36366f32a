import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";

interface Read {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * What a practice page shows before its own rows: a spinner while the provider's profile or the
 * rows load, a failed read with Retry, and `noProfile` for someone with no profile yet; null once
 * the rows are there to show.
 */
export function providerReadState({
  provider,
  rows,
  loading,
  noProfile = null,
}: {
  provider: Read & { data: unknown };
  rows: Read;
  loading: string;
  noProfile?: ReactNode;
}): ReactNode {
  const retry = (read: Read) => (
    <LoadError error={read.error} onRetry={() => void read.refetch()} />
  );
  if (provider.isPending || (provider.data && rows.isPending)) return <Spinner label={loading} />;
  if (provider.isError) return retry(provider);
  if (!provider.data) return noProfile;
  if (rows.isError) return retry(rows);
  return null;
}
