import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/search-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { readSearchForm } from "@/lib/search-form";
import { exploreMessages } from "../messages";
import type { TempleFilters } from "../schemas";

/** Explore's temple search by city and deity; submitting writes it into the URL. */
export function TempleSearch({
  filters,
  onSearch,
}: {
  filters: TempleFilters;
  onSearch: (params: URLSearchParams) => void;
}) {
  const m = useMessages(exploreMessages).search;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(readSearchForm(event.currentTarget));
  }
  // key: a new URL (Back, a shared link) resets the uncontrolled fields to it.
  return (
    <form
      key={JSON.stringify(filters)}
      role="search"
      aria-label={m.label}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      {(["city", "deity"] as const).map((name) => (
        <SearchInput
          key={name}
          id={`explore-${name}`}
          label={m[name]}
          name={name}
          defaultValue={filters[name] ?? ""}
          placeholder={m[`${name}Placeholder`]}
        />
      ))}
      <Button type="submit">{m.submit}</Button>
    </form>
  );
}
