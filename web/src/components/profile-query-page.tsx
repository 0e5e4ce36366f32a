import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageMain } from "@/components/page-main";
import { Spinner } from "@/components/ui/spinner";

/**
 * A public profile's page read by one query (null: not listed): a link back to the list it
 * belongs to, then the profile, or its loading, failed or unavailable state.
 */
export function ProfileQueryPage<TProfile>({
  query,
  backTo,
  backLabel,
  messages: m,
  children,
}: {
  query: UseQueryResult<TProfile | null>;
  backTo: string;
  backLabel: string;
  messages: { loading: string; failedTitle: string; unavailable: string; unavailableHint: string };
  children: (profile: TProfile) => ReactNode;
}) {
  return (
    <PageMain>
      <Link to={backTo} className="text-sm text-primary underline-offset-4 hover:underline">
        {backLabel}
      </Link>
      {query.isPending ? (
        <Spinner className="py-12" label={m.loading} showLabel />
      ) : query.isError ? (
        <>
          <h1 className="text-2xl font-bold">{m.failedTitle}</h1>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : query.data === null ? (
        <>
          <h1 className="text-2xl font-bold">{m.unavailable}</h1>
          <p className="text-muted-foreground">{m.unavailableHint}</p>
        </>
      ) : (
        children(query.data)
      )}
    </PageMain>
  );
}
