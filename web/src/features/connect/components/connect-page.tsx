import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { useProviders } from "../api/list-providers";
import { readProviderFilters } from "../schemas";
import { ProviderCard } from "./provider-card";
import { ProviderFiltersForm } from "./provider-filters";

/** /connect: search verified gurus and pujaris; the filters live in the URL. */
export function ConnectPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProviderFilters(searchParams);
  const providers = useProviders(filters);
  const rows = providers.data?.pages.flatMap((page) => page.providers) ?? [];
  const isFiltered = [...searchParams.keys()].some((key) => key !== "sort");

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 outline-none"
    >
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">Connect with a guru or pujari</h1>
        <p className="text-muted-foreground">
          Every provider listed here has been verified by Bhakti Setu. Compare their offerings,
          languages and prices, then book.
        </p>
      </header>
      <ProviderFiltersForm filters={filters} onSearch={setSearchParams} />
      <section aria-labelledby="connect-results" aria-busy={providers.isFetching}>
        <h2 id="connect-results" className="sr-only">
          Results
        </h2>
        {providers.isPending ? (
          <Spinner className="py-12" label="Loading gurus and pujaris" showLabel />
        ) : providers.isError ? (
          <LoadError error={providers.error} onRetry={() => void providers.refetch()} />
        ) : rows.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-6">
            <p className="font-semibold">
              {isFiltered ? "No one matches these filters." : "No gurus or pujaris are listed yet."}
            </p>
            <p className="text-muted-foreground">
              {isFiltered
                ? "Try another language or city, widen the price range, or clear the filters."
                : "Verified providers appear here as soon as they join. Please check back soon."}
            </p>
            {isFiltered ? (
              <Button type="button" variant="outline" onClick={() => setSearchParams({})}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
            {providers.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  type="button"
                  variant="outline"
                  disabled={providers.isFetchingNextPage}
                  onClick={() => void providers.fetchNextPage()}
                >
                  {providers.isFetchingNextPage ? "Loading…" : "Load more"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </main>
  );
}
