import type { ComponentProps } from "react";
import { SearchEmptyState } from "@/components/empty-state";
import { PagedResultsSection } from "@/components/paged-results-section";

/** A search's paged results; when nothing is listed, SearchEmptyState says why and offers to clear the search. */
export function SearchResultsSection<TRow extends { id: string }>({
  isFiltered,
  messages,
  clearLabel,
  onClear,
  ...section
}: Omit<ComponentProps<typeof PagedResultsSection<TRow>>, "empty"> &
  ComponentProps<typeof SearchEmptyState>) {
  return (
    <PagedResultsSection
      {...section}
      empty={
        <SearchEmptyState
          isFiltered={isFiltered}
          messages={messages}
          clearLabel={clearLabel}
          onClear={onClear}
        />
      }
    />
  );
}
