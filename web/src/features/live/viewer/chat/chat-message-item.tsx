import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatIstClock } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { LiveChatMessage } from "../api/list-live-chat";
import { useMuteLiveChatAuthor, useRemoveLiveChatMessage } from "../api/moderate-live-chat";
import { useReportLiveChatMessage } from "../api/report-live-chat-message";
import { describeChatError } from "./describe-chat-error";
import { liveChatMessages } from "./messages";

/** A reason for the administrators, then Send report; the report is acknowledged in place. */
function ReportForm({ message, onCancel }: { message: LiveChatMessage; onCancel: () => void }) {
  const m = useMessages(liveChatMessages);
  const report = useReportLiveChatMessage();
  const [reason, setReason] = useState("");
  const fieldId = useId();
  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {m.reported}
      </p>
    );
  }
  function send(event: FormEvent) {
    event.preventDefault();
    report.mutate({ messageId: message.id, reason });
  }
  return (
    <form onSubmit={send} className="grid gap-2">
      <Label htmlFor={fieldId}>{m.reportReason}</Label>
      <Textarea
        id={fieldId}
        value={reason}
        maxLength={500}
        required
        className="min-h-16"
        onChange={(event) => setReason(event.target.value)}
      />
      {report.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeChatError(report.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending || reason.trim() === ""}>
          {m.sendReport}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * One message: who wrote it and when, then what the viewer may do about it (Remove and Mute for
 * the session's hosts, Report for everyone else); nothing on the viewer's own.
 */
export function ChatMessageItem({
  message,
  sessionId,
  isMine,
  isModerator,
}: {
  message: LiveChatMessage;
  sessionId: string;
  isMine: boolean;
  isModerator: boolean;
}) {
  const m = useMessages(liveChatMessages);
  const remove = useRemoveLiveChatMessage(sessionId);
  const mute = useMuteLiveChatAuthor(sessionId);
  const [isReporting, setReporting] = useState(false);
  const author = isMine ? m.you : message.author_name || m.unnamed;
  const failure = remove.error ?? mute.error;
  return (
    <li className="grid gap-1 border-b border-border py-2 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span
          className="font-semibold"
          translate={isMine || !message.author_name ? undefined : "no"}
        >
          {author}
        </span>
        <time dateTime={message.created_at} className="text-xs text-muted-foreground">
          {formatIstClock(message.created_at)}
        </time>
      </p>
      <p data-user-content className="text-sm break-words whitespace-pre-wrap">
        {message.body}
      </p>
      {!isMine && (
        <div className="flex flex-wrap gap-2">
          {isModerator ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                aria-label={m.removeFrom(author)}
                onClick={() => remove.mutate(message.id)}
              >
                {m.remove}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={mute.isPending || mute.isSuccess}
                aria-label={m.muteAuthor(author)}
                onClick={() => mute.mutate(message)}
              >
                {m.mute}
              </Button>
            </>
          ) : (
            !isReporting && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={m.reportFrom(author)}
                onClick={() => setReporting(true)}
              >
                {m.report}
              </Button>
            )
          )}
        </div>
      )}
      {mute.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          {m.muted(author)}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {describeChatError(failure)}
        </p>
      )}
      {isReporting && <ReportForm message={message} onCancel={() => setReporting(false)} />}
    </li>
  );
}
