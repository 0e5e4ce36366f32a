import { useId, useState } from "react";
import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { RecordList } from "@/components/record-list";
import { Badge } from "@/components/ui/badge";
import { RowAction } from "@/components/row-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { TitledSection } from "@/components/titled-section";
import { MutationError } from "@/components/mutation-error";
import { ActsOn } from "@/components/acts-on";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import type { MyTemple } from "../api/get-my-temple";
import { TemplePage } from "../components/temple-page";
import { AuthorisedOfferings } from "./authorised-offerings";
import { useChangeTempleProviders, useProviderSearch, useTempleProviders } from "./gurus-api";
import { gurusMessages } from "./messages";

function InviteSearch({ temple }: { temple: MyTemple }) {
  const id = useId();
  const [name, setName] = useState("");
  const matches = useProviderSearch(name);
  const change = useChangeTempleProviders(temple.id);
  const m = useMessages(gurusMessages);
  return (
    <TitledSection title={m.inviteTitle} className="grid max-w-2xl gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{m.name}</Label>
        <Input
          id={id}
          value={name}
          placeholder={m.atLeastTwo}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <MutationError mutation={change} />
      {name.trim().length < 2 ? (
        <p className="text-sm text-muted-foreground">{m.onlyVerified}</p>
      ) : (
        <RecordList
          query={matches}
          loading={m.searching}
          empty={<p>{m.noMatch}</p>}
          aria-label={m.matches}
          className="grid gap-2"
          itemClassName="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
        >
          {(provider) => (
            <>
              <span className="mr-auto">
                <span translate="no">{provider.display_name}</span> · {m.kinds[provider.kind]}
                {provider.city ? (
                  <>
                    , <span translate="no">{provider.city}</span>
                  </>
                ) : null}
              </span>
              <RowAction
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { change: "invite", providerId: provider.id },
                    { onSuccess: () => toast({ title: m.invited(provider.display_name) }) },
                  )
                }
              >
                {m.invite}
                <ActsOn name={provider.display_name} />
              </RowAction>
            </>
          )}
        </RecordList>
      )}
    </TitledSection>
  );
}

function Associations({ temple }: { temple: MyTemple }) {
  const rows = useTempleProviders(temple.id);
  const change = useChangeTempleProviders(temple.id);
  const m = useMessages(gurusMessages);
  return (
    <TitledSection title={m.associated} className="grid gap-3">
      <QueryContent
        query={rows}
        loading={m.loading}
        empty={<p className="rounded-lg border border-border p-4">{m.none}</p>}
      >
        {(linked) => (
          <ul className="grid gap-2">
            {linked.map((row) => (
              <li
                key={row.provider_id}
                className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3"
              >
                <Link
                  to={paths.connectProvider.href(row.providers.slug)}
                  className="mr-auto font-medium underline"
                  translate="no"
                >
                  {row.providers.display_name}
                </Link>
                <Badge variant={row.status === "accepted" ? "default" : "outline"}>
                  {m.statuses[row.status]}
                </Badge>
                <RowAction
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ change: "remove", providerId: row.provider_id })}
                >
                  {row.status === "invited" ? m.withdraw : m.remove}
                  <ActsOn name={row.providers.display_name} />
                </RowAction>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </TitledSection>
  );
}

/** /temple-admin/gurus: invite verified gurus and pujaris to be associated with the temple. */
export function GurusPage() {
  const m = useMessages(gurusMessages);
  return (
    <TemplePage heading={m.heading}>
      {(temple) => (
        <div className="grid gap-8">
          <InviteSearch temple={temple} />
          <Associations temple={temple} />
          <AuthorisedOfferings temple={temple} />
        </div>
      )}
    </TemplePage>
  );
}
