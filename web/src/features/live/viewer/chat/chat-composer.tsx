import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMessages } from "@/lib/i18n/use-messages";
import { usePostLiveChatMessage } from "../api/post-live-chat-message";
import { describeChatError } from "./describe-chat-error";
import { liveChatMessages } from "./messages";

/** The longest message post_live_chat_message accepts. */
const MESSAGE_LIMIT = 300;

/** The message field with its character counter and Send; Enter sends. */
export function ChatComposer({ sessionId, isOnline }: { sessionId: string; isOnline: boolean }) {
  const m = useMessages(liveChatMessages);
  const post = usePostLiveChatMessage(sessionId);
  const [body, setBody] = useState("");
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const canSend = isOnline && body.trim() !== "" && !post.isPending;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    post.mutate(body, { onSuccess: () => setBody("") });
  }

  return (
    <form onSubmit={send} className="grid gap-1">
      <Label htmlFor={fieldId}>{m.message}</Label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          value={body}
          maxLength={MESSAGE_LIMIT}
          placeholder={m.placeholder}
          autoComplete="off"
          aria-describedby={post.isError ? `${counterId} ${errorId}` : counterId}
          aria-invalid={post.isError || undefined}
          onChange={(event) => {
            setBody(event.target.value);
            if (post.isError) post.reset();
          }}
        />
        <Button type="submit" disabled={!canSend}>
          {m.send}
        </Button>
      </div>
      <p id={counterId} className="text-xs text-muted-foreground">
        {m.counter(body.length, MESSAGE_LIMIT)}
      </p>
      {post.isError && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {describeChatError(post.error)}
        </p>
      )}
    </form>
  );
}
