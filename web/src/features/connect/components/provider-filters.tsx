import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput, SearchSelect } from "@/components/search-fields";
import { kindMessages } from "@/content/kinds.messages";
import { useMessages } from "@/lib/i18n/use-messages";
import { readSearchForm } from "@/lib/search-form";
import { cn } from "@/lib/utils";
import { connectMessages } from "../messages";
import { PROVIDER_KINDS, type ProviderFilters, SORTS } from "../schemas";

/** How many filters narrow the list (the order is no filter). */
export function countActiveFilters(filters: ProviderFilters): number {
  const { sort: _sort, ...narrowing } = filters;
  return Object.values(narrowing).filter((value) => value !== undefined && value !== "").length;
}

/**
 * /connect's search form. It is a plain GET form: submitting writes every field into the URL,
 * so a search can be shared, bookmarked and reached with Back. On a phone (under 640 px) it
 * folds behind a Filters button saying how many are active, so results come first; wider, it is
 * always open.
 */
export function ProviderFiltersForm({
  filters,
  onSearch,
}: {
  filters: ProviderFilters;
  onSearch: (params: URLSearchParams) => void;
}) {
  const book = useMessages(connectMessages);
  const m = book.filters;
  const kinds = useMessages(kindMessages).offering;
  const [isOpen, setOpen] = useState(false);
  const active = countActiveFilters(filters);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    onSearch(readSearchForm(event.currentTarget));
  }
  // A choice whose first option, "", leaves the field out of the search.
  const choiceField = (
    name: "kind" | "mode",
    label: string,
    anyLabel: string,
    options: readonly (readonly [value: string, label: string])[],
  ) => (
    <SearchSelect
      id={`connect-${name}`}
      label={label}
      name={name}
      defaultValue={filters[name] ?? ""}
    >
      <option value="">{anyLabel}</option>
      {options.map(([value, optionLabel]) => (
        <option key={value} value={value}>
          {optionLabel}
        </option>
      ))}
    </SearchSelect>
  );
  const textField = (
    name: "q" | "language" | "city",
    label: string,
    placeholder: string,
    fieldClassName?: string,
  ) => (
    <SearchInput
      id={`connect-${name}`}
      label={label}
      fieldClassName={fieldClassName}
      name={name}
      defaultValue={filters[name] ?? ""}
      placeholder={placeholder}
    />
  );
  // key: a new URL (Back, a shared link) resets the uncontrolled fields to it.
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={isOpen}
        aria-controls="connect-filters"
        onClick={() => setOpen((open) => !open)}
      >
        {m.toggle}
        {active > 0 ? ` (${m.active(active)})` : null}
      </Button>
      <form
        key={JSON.stringify(filters)}
        id="connect-filters"
        role="search"
        aria-label={m.label}
        onSubmit={submit}
        className={cn(
          "gap-3 rounded-lg border border-border bg-card p-4 sm:grid sm:grid-cols-2 lg:grid-cols-4",
          isOpen ? "grid" : "hidden",
        )}
      >
        {textField("q", m.name, m.namePlaceholder, "sm:col-span-2")}
        {choiceField(
          "kind",
          m.offers,
          m.anything,
          PROVIDER_KINDS.map((kind) => [kind, kinds[kind]]),
        )}
        {choiceField("mode", m.mode, m.either, [
          ["online", m.online],
          ["offline", m.offline],
        ])}
        {textField("language", m.language, m.languagePlaceholder)}
        {textField("city", m.city, m.cityPlaceholder)}
        {(["minPrice", "maxPrice"] as const).map((name) => (
          <SearchInput
            key={name}
            id={name === "minPrice" ? "connect-min" : "connect-max"}
            label={m[name]}
            name={name}
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={filters[name] ?? ""}
          />
        ))}
        <SearchSelect id="connect-sort" label={m.sortBy} name="sort" defaultValue={filters.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {m.sorts[sort]}
            </option>
          ))}
        </SearchSelect>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{m.search}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setOpen(false);
              onSearch(new URLSearchParams());
            }}
          >
            {book.clearFilters}
          </Button>
        </div>
      </form>
    </div>
  );
}
