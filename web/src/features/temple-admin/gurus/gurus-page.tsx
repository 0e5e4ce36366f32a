import { useId, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { describeServerError } from "@/lib/server-error";
import type { MyTemple } from "../api/get-my-temple";
import { TempleGate } from "../components/temple-gate";
import { TempleShell } from "../components/temple-shell";
import { AuthorisedOfferings } from "./authorised-offerings";
import { useChangeTempleProviders, useProviderSearch, useTempleProviders } from "./gurus-api";

const STATUS_LABELS = { invited: "Invited", accepted: "Associated", declined: "Declined" } as const;
const KIND_LABELS = { guru: "Guru", pujari: "Pujari" } as const;

function InviteSearch({ temple }: { temple: MyTemple }) {
  const id = useId();
  const [name, setName] = useState("");
  const matches = useProviderSearch(name);
  const change = useChangeTempleProviders(temple.id);
  return (
    <section aria-labelledby="invite-title" className="grid max-w-2xl gap-3">
      <h2 id="invite-title" className="text-lg font-semibold">
        Invite a guru or pujari
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={id}>Name</Label>
        <Input
          id={id}
          value={name}
          placeholder="At least 2 letters"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {change.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(change.error)}
        </p>
      )}
      {name.trim().length < 2 ? (
        <p className="text-sm text-muted-foreground">
          Only verified gurus and pujaris can be invited; they accept from their profile.
        </p>
      ) : matches.isPending ? (
        <Spinner label="Searching" />
      ) : matches.isError ? (
        <LoadError error={matches.error} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <p>No verified guru or pujari has this name. Try part of the name.</p>
      ) : (
        <ul aria-label="Matching gurus and pujaris" className="grid gap-2">
          {matches.data.map((provider) => (
            <li
              key={provider.id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
            >
              <span className="mr-auto">
                {provider.display_name} · {KIND_LABELS[provider.kind]}
                {provider.city ? `, ${provider.city}` : ""}
              </span>
              <Button
                type="button"
                size="sm"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { change: "invite", providerId: provider.id },
                    { onSuccess: () => toast({ title: `${provider.display_name} invited` }) },
                  )
                }
              >
                Invite<span className="sr-only"> {provider.display_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Associations({ temple }: { temple: MyTemple }) {
  const rows = useTempleProviders(temple.id);
  const change = useChangeTempleProviders(temple.id);
  return (
    <section aria-labelledby="associated-title" className="grid gap-3">
      <h2 id="associated-title" className="text-lg font-semibold">
        The temple&apos;s gurus and pujaris
      </h2>
      {rows.isPending ? (
        <Spinner label="Loading the temple's gurus" />
      ) : rows.isError ? (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4">
          None yet. Invite the gurus and pujaris who serve at the temple: once they accept, devotees
          see them on the temple&apos;s page.
        </p>
      ) : (
        <ul className="grid gap-2">
          {rows.data.map((row) => (
            <li
              key={row.provider_id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3"
            >
              <Link
                to={paths.connectProvider.href(row.providers.slug)}
                className="mr-auto font-medium underline"
              >
                {row.providers.display_name}
              </Link>
              <Badge variant={row.status === "accepted" ? "default" : "outline"}>
                {STATUS_LABELS[row.status]}
              </Badge>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                onClick={() => change.mutate({ change: "remove", providerId: row.provider_id })}
              >
                {row.status === "invited" ? "Withdraw" : "Remove"}
                <span className="sr-only"> {row.providers.display_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /temple-admin/gurus: invite verified gurus and pujaris to be associated with the temple. */
export function GurusPage() {
  return (
    <TempleShell heading="Guru Management">
      <TempleGate>
        {(temple) => (
          <div className="grid gap-8">
            <InviteSearch temple={temple} />
            <Associations temple={temple} />
            <AuthorisedOfferings temple={temple} />
          </div>
        )}
      </TempleGate>
    </TempleShell>
  );
}
