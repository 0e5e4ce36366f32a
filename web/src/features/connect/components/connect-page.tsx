import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PageMain } from "@/components/page-main";
import { SearchResultsSection } from "@/components/search-results-section";
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
      <PageHeader title={m.title} intro={m.intro} />
      <ProviderFiltersForm filters={filters} onSearch={setSearchParams} />
      <SearchResultsSection
        title={m.results}
        titleClassName="sr-only"
        query={providers}
        rows={rows}
        loading={m.loading}
        moreLabel={m.loadMore}
        isFiltered={isFiltered}
        messages={m}
        clearLabel={m.clearFilters}
        onClear={() => setSearchParams({})}
      >
        {(provider) => <ProviderCard provider={provider} />}
      </SearchResultsSection>
    </PageMain>
  );
}
