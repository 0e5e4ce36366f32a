import { Link } from "react-router";
import { RowAction } from "@/components/row-action";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { ActionName } from "../components/action-name";
import type { TempleLink, useAnswerTempleInvitation } from "./api/my-temple-links";
import { templeInvitationsMessages } from "./messages";

/**
 * One temple of the provider, linked to its public page: Accept and Decline while invited, Leave
 * once they serve there. `isReadOnly` (offline, the saved copy) shows no actions.
 */
function TempleLinkItem({
  link,
  answer,
  isReadOnly = false,
}: {
  link: TempleLink;
  answer: ReturnType<typeof useAnswerTempleInvitation>;
  isReadOnly?: boolean;
}) {
  const m = useMessages(templeInvitationsMessages);
  const name = link.temples.name;
  /** The button that gives the temple `choice` as the provider's answer. */
  const answerAction = (
    choice: "accept" | "decline" | "leave",
    { variant, onSuccess }: { variant?: "outline" | "ghost"; onSuccess?: () => void } = {},
  ) => (
    <RowAction
      variant={variant}
      disabled={answer.isPending}
      onClick={() => answer.mutate({ templeId: link.temple_id, answer: choice }, { onSuccess })}
    >
      <ActionName action={m[choice]} subject={name} />
    </RowAction>
  );
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3">
      <span className="mr-auto min-w-0 wrap-break-word">
        <Link to={paths.exploreTemple.href(link.temples.slug)} className="underline" translate="no">
          {name}
        </Link>
        {link.status === "invited" ? m.invites : m.serving}
      </span>
      {isReadOnly ? null : link.status === "invited" ? (
        <>
          {answerAction("accept", {
            onSuccess: () => toast({ title: messagesOf(templeInvitationsMessages).joined(name) }),
          })}
          {answerAction("decline", { variant: "outline" })}
        </>
      ) : (
        answerAction("leave", { variant: "ghost" })
      )}
    </li>
  );
}

/** The provider's temples as a list, each a TempleLinkItem. */
export function TempleLinkList({
  links,
  answer,
  isReadOnly = false,
}: {
  links: readonly TempleLink[];
  answer: ReturnType<typeof useAnswerTempleInvitation>;
  isReadOnly?: boolean;
}) {
  return (
    <ul className="grid gap-2">
      {links.map((link) => (
        <TempleLinkItem key={link.temple_id} link={link} answer={answer} isReadOnly={isReadOnly} />
      ))}
    </ul>
  );
}
