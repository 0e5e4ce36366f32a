import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OFFERING_KINDS, type ProviderFilters, SORTS } from "../schemas";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none";

/**
 * /connect's search form. It is a plain GET form: submitting writes every field into the URL,
 * so a search can be shared, bookmarked and reached with Back.
 */
export function ProviderFiltersForm({
  filters,
  onSearch,
}: {
  filters: ProviderFilters;
  onSearch: (params: URLSearchParams) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    onSearch(params);
  }
  // key: a new URL (Back, a shared link) resets the uncontrolled fields to it.
  return (
    <form
      key={JSON.stringify(filters)}
      role="search"
      aria-label="Find gurus and pujaris"
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor="connect-q">Name</Label>
        <Input id="connect-q" name="q" defaultValue={filters.q ?? ""} placeholder="e.g. Mishra" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-kind">Offers</Label>
        <select
          id="connect-kind"
          name="kind"
          defaultValue={filters.kind ?? ""}
          className={selectClass}
        >
          <option value="">Anything</option>
          {OFFERING_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-mode">Online or in person</Label>
        <select
          id="connect-mode"
          name="mode"
          defaultValue={filters.mode ?? ""}
          className={selectClass}
        >
          <option value="">Either</option>
          <option value="online">Online</option>
          <option value="offline">In person (offline)</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-language">Language</Label>
        <Input
          id="connect-language"
          name="language"
          defaultValue={filters.language ?? ""}
          placeholder="e.g. Hindi"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-city">City</Label>
        <Input
          id="connect-city"
          name="city"
          defaultValue={filters.city ?? ""}
          placeholder="e.g. Varanasi"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-min">Lowest price from (₹)</Label>
        <Input
          id="connect-min"
          name="minPrice"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={filters.minPrice ?? ""}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-max">Lowest price up to (₹)</Label>
        <Input
          id="connect-max"
          name="maxPrice"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={filters.maxPrice ?? ""}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="connect-sort">Sort by</Label>
        <select id="connect-sort" name="sort" defaultValue={filters.sort} className={selectClass}>
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Search</Button>
        <Button type="button" variant="ghost" onClick={() => onSearch(new URLSearchParams())}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
