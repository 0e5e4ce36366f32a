import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { reviewReplyMessages } from "./review-reply.messages";

/** The host's answer under a review. */
export function ReviewReply({
  hostName,
  reply,
  repliedAt,
}: {
  hostName: string;
  reply: string;
  repliedAt: string | null;
}) {
  const [before, after] = useMessages(reviewReplyMessages).replyFrom;
  return (
    <div className="grid gap-1 rounded-md border-l-4 border-primary bg-muted px-3 py-2">
      <p className="text-sm font-semibold wrap-break-word">
        {before}
        <span translate="no">{hostName}</span>
        {after}
        {repliedAt ? (
          <span className="ml-2 font-normal text-muted-foreground">{formatIstDate(repliedAt)}</span>
        ) : null}
      </p>
      <p className="text-sm wrap-break-word whitespace-pre-line" data-user-content>
        {reply}
      </p>
    </div>
  );
}
