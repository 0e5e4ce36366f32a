import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { useAuthorisableOfferings, useSetAuthorisation } from "./authorisation-api";
import { useTempleProviders } from "./gurus-api";

/**
 * Offerings the temple vouches for: devotees see "Authorised by <temple>" on them. The temple's
 * own poojas and those of its associated gurus and pujaris can be ticked.
 */
export function AuthorisedOfferings({ temple }: { temple: MyTemple }) {
  const associations = useTempleProviders(temple.id);
  const providerIds = (associations.data ?? [])
    .filter((row) => row.status === "accepted")
    .map((row) => row.provider_id);
  const offerings = useAuthorisableOfferings(temple.id, providerIds);
  const change = useSetAuthorisation(temple.id);
  return (
    <section aria-labelledby="authorised-title" className="grid gap-3">
      <h2 id="authorised-title" className="text-lg font-semibold">
        Temple-authorised offerings
      </h2>
      <p className="text-sm text-muted-foreground">
        Tick the poojas and services the temple vouches for. Devotees see &quot;Authorised by{" "}
        {temple.name}&quot; on them.
      </p>
      {change.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(change.error)}
        </p>
      )}
      {associations.isPending || offerings.isPending ? (
        <Spinner label="Loading offerings" />
      ) : offerings.isError ? (
        <LoadError error={offerings.error} onRetry={() => void offerings.refetch()} />
      ) : offerings.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4">
          No offerings yet. Add the temple&apos;s poojas, or invite the gurus and pujaris who serve
          here; their offerings appear here once they accept.
        </p>
      ) : (
        <ul className="grid gap-2">
          {offerings.data.map((offering) => {
            const checkboxId = `authorise-${offering.id}`;
            const elsewhere =
              offering.authorised_by_temple_id !== null &&
              offering.authorised_by_temple_id !== temple.id;
            return (
              <li
                key={offering.id}
                className="flex items-center gap-3 rounded-md border border-border p-3"
              >
                <input
                  id={checkboxId}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={offering.authorised_by_temple_id === temple.id}
                  disabled={change.isPending || elsewhere}
                  onChange={(event) =>
                    change.mutate({ offeringId: offering.id, authorised: event.target.checked })
                  }
                />
                <label htmlFor={checkboxId} className="grid">
                  <span className="font-medium">{offering.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {offering.providers
                      ? `by ${offering.providers.display_name}`
                      : "The temple's own"}
                    {elsewhere ? " · authorised by another temple" : ""}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
