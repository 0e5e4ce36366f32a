import { Link } from "react-router";
import { QueryContent } from "@/components/query-content";
import { TitledCard } from "@/components/titled-card";
import { MutationError } from "@/components/mutation-error";
import { paths } from "@/config/paths";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAnswerTempleInvitation, useMyTempleLinks } from "./api/my-temple-links";
import { templeInvitationsMessages } from "./messages";
import { TempleLinkList } from "./temple-link-item";

/** The profile's card: temples that invited the provider and those they serve at, and /temples. */
export function TempleInvitations({ providerId }: { providerId: string }) {
  const links = useMyTempleLinks(providerId);
  const answer = useAnswerTempleInvitation(providerId);
  const m = useMessages(templeInvitationsMessages);
  return (
    <TitledCard title={m.heading} className="grid gap-3">
      <MutationError mutation={answer} />
      <QueryContent
        query={links}
        loading={m.loading}
        empty={<p className="text-sm text-muted-foreground">{m.none}</p>}
      >
        {(invited) => <TempleLinkList links={invited} answer={answer} />}
      </QueryContent>
      <Link to={paths.temples} className="justify-self-start text-sm underline">
        {m.openPage}
      </Link>
    </TitledCard>
  );
}
