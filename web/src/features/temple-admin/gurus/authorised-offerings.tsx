import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { TitledSection } from "@/components/titled-section";
import { MutationError } from "@/components/mutation-error";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { useAuthorisableOfferings, useSetAuthorisation } from "./authorisation-api";
import { useTempleProviders } from "./gurus-api";
import { gurusMessages } from "./messages";
import { AsWritten } from "@/components/as-written";

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
  const m = useMessages(gurusMessages).authorised;
  return (
    <TitledSection title={m.title} className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {m.intro(<AsWritten key="temple">{temple.name}</AsWritten>)}
      </p>
      <MutationError mutation={change} />
      {associations.isPending || offerings.isPending ? (
        <Spinner label={m.loading} />
      ) : offerings.isError ? (
        <LoadError error={offerings.error} onRetry={() => void offerings.refetch()} />
      ) : offerings.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4">{m.none}</p>
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
                  <span className="font-medium" translate="no">
                    {offering.title}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {offering.providers
                      ? m.by(
                          <AsWritten key="provider">{offering.providers.display_name}</AsWritten>,
                        )
                      : m.own}
                    {elsewhere ? m.elsewhere : ""}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
