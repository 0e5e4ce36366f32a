import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { MutationError } from "@/components/mutation-error";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { useIsOnline } from "@/lib/use-is-online";
import { useMyProvider } from "../api/get-my-provider";
import { SpiritualShell } from "../components/spiritual-shell";
import { useAnswerTempleInvitation, useMyTempleLinks } from "./api/my-temple-links";
import { templeInvitationsMessages } from "./messages";
import { TempleLinkList } from "./temple-link-item";

/** /temples: the temples the guru or pujari serves at, and the invitations awaiting an answer. */
export function TemplesPage() {
  const provider = useMyProvider();
  const m = useMessages(templeInvitationsMessages);
  const body = () => {
    if (provider.isPending) return <Spinner label={m.loading} />;
    if (provider.isError) {
      return <LoadError error={provider.error} onRetry={() => void provider.refetch()} />;
    }
    if (provider.data?.verification_status !== "verified") {
      return (
        <EmptyState
          title={m.notVerified}
          hint={m.intro}
          action={
            <Link to={paths.profile} className={buttonVariants({ variant: "outline" })}>
              {m.profileLink}
            </Link>
          }
        />
      );
    }
    return <TempleLists providerId={provider.data.id} />;
  };
  return <SpiritualShell heading={m.heading}>{body()}</SpiritualShell>;
}

function TempleLists({ providerId }: { providerId: string }) {
  const links = useMyTempleLinks(providerId);
  const answer = useAnswerTempleInvitation(providerId);
  const isOnline = useIsOnline();
  const m = useMessages(templeInvitationsMessages);
  if (links.isPending) return <Spinner label={m.loading} />;
  if (links.isError) return <LoadError error={links.error} onRetry={() => void links.refetch()} />;
  const invited = links.data.filter((link) => link.status === "invited");
  const serving = links.data.filter((link) => link.status === "accepted");
  const section = (id: string, heading: string, list: typeof links.data, none: string) => (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {list.length === 0 ? (
        <p className="text-muted-foreground">{none}</p>
      ) : (
        <TempleLinkList links={list} answer={answer} isReadOnly={!isOnline} />
      )}
    </section>
  );
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">{m.intro}</p>
      {isOnline ? null : (
        <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm">
          {m.offline}
        </p>
      )}
      <MutationError mutation={answer} />
      {section("temple-invitations", m.invitationsHeading, invited, m.noInvitations)}
      {section("temples-serving", m.servingHeading, serving, m.notServing)}
    </div>
  );
}
