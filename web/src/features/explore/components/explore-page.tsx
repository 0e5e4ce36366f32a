import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PageMain } from "@/components/page-main";
import { SearchResultsSection } from "@/components/search-results-section";
import { TitledSection } from "@/components/titled-section";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { useTemples } from "../api/list-temples";
import { exploreMessages } from "../messages";
import { readTempleFilters } from "../schemas";
import { EventList } from "./event-list";
import { TempleCard } from "./temple-card";
import { TempleSearch } from "./temple-search";

/** /explore: temples by city and deity, and upcoming events to register for. */
export function ExplorePage() {
  const { user } = useAuth();
  const m = useMessages(exploreMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTempleFilters(searchParams);
  const temples = useTemples(filters);
  const rows = temples.data?.pages.flatMap((page) => page.temples) ?? [];
  const isFiltered = Boolean(filters.city || filters.deity);

  return (
    <PageMain width="wide" spacing="loose">
      <PageHeader title={m.title} intro={m.intro} />
      <SearchResultsSection
        title={m.temples}
        titleClassName="text-xl font-semibold"
        className="space-y-4"
        lead={<TempleSearch filters={filters} onSearch={setSearchParams} />}
        query={temples}
        rows={rows}
        loading={m.loadingTemples}
        moreLabel={m.moreTemples}
        isFiltered={isFiltered}
        messages={m}
        clearLabel={m.clearSearch}
        onClear={() => setSearchParams({})}
      >
        {(temple) => <TempleCard temple={temple} />}
      </SearchResultsSection>
      <TitledSection
        title={m.upcomingEvents}
        titleClassName="text-xl font-semibold"
        className="space-y-4"
      >
        {user ? <EventList userId={user.id} /> : null}
      </TitledSection>
    </PageMain>
  );
}
