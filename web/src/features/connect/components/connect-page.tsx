import { useSearchParams } from "react-router";
import { SearchEmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Spinner } from "@/components/ui/spinner";
import { PageMain } from "@/components/page-main";
import { useMessages } from "@/lib/i18n/use-messages";
import { useProviders } from "../api/list-providers";
import { connectMessages } from "../messages";
import { readProviderFilters } from "../schemas";
import { ProviderCard } from "./provider-card";
import { ProviderFiltersForm } from "./provider-filters";

/** /connect: search verified gurus and pujaris; the filters live in the URL. */
export function ConnectPage() {
  const m = useMessages(connectMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProviderFilters(searchParams);
  const providers = useProviders(filters);
  const rows = providers.data?.pages.flatMap((page) => page.providers) ?? [];
  const isFiltered = [...searchParams.keys()].some((key) => key !== "sort");

  return (
    <PageMain width="wide">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{m.title}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </header>
      <ProviderFiltersForm filters={filters} onSearch={setSearchParams} />
      <section aria-labelledby="connect-results" aria-busy={providers.isFetching}>
        <h2 id="connect-results" className="sr-only">
          {m.results}
        </h2>
        {providers.isPending ? (
          <Spinner className="py-12" label={m.loading} showLabel />
        ) : providers.isError ? (
          <LoadError error={providers.error} onRetry={() => void providers.refetch()} />
        ) : rows.length === 0 ? (
          <SearchEmptyState
            isFiltered={isFiltered}
            messages={m}
            clearLabel={m.clearFilters}
            onClear={() => setSearchParams({})}
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
            <LoadMoreButton query={providers} label={m.loadMore} />
          </>
        )}
      </section>
    </PageMain>
  );
}
