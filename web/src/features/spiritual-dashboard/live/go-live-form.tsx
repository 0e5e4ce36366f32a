import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeLiveError } from "./describe-live-error";
import { isHttpsUrl, type HostedLiveSession } from "./live-session";
import { liveSessionsMessages } from "./messages";

/**
 * Go Live Now: choose a scheduled session, give the stream link (a YouTube live URL or any https
 * page), and start it; the SPEC's "Going Live!" toast follows.
 */
export function GoLiveForm({
  sessions,
  onGoLive,
}: {
  sessions: readonly HostedLiveSession[];
  onGoLive: (id: string, streamUrl: string) => Promise<void>;
}) {
  const [sessionId, setSessionId] = useState(sessions[0]?.id ?? "");
  const [streamUrl, setStreamUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const m = useMessages(liveSessionsMessages);
  // The chosen session, or the first when the chosen one has just gone live.
  const selected = sessions.some((s) => s.id === sessionId) ? sessionId : (sessions[0]?.id ?? "");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const link = streamUrl.trim();
    if (!isHttpsUrl(link)) {
      setProblem(m.goLive.linkProblem);
      return;
    }
    setProblem(null);
    setIsStarting(true);
    try {
      await onGoLive(selected, link);
      const { goLive } = messagesOf(liveSessionsMessages);
      toast({ title: goLive.started, description: goLive.startedDescription });
      setStreamUrl("");
    } catch (error) {
      toast({
        title: messagesOf(liveSessionsMessages).error,
        description: describeLiveError(error),
        variant: "destructive",
      });
    } finally {
      setIsStarting(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={m.tabs.goLive}
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-2">
        <Label htmlFor="go-live-session">{m.goLive.session}</Label>
        <NativeSelect
          id="go-live-session"
          value={selected}
          onChange={(event) => setSessionId(event.target.value)}
        >
          {sessions.map((session) => (
            <option key={session.id} value={session.id} translate="no">
              {session.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="go-live-url">{m.goLive.streamLink}</Label>
        <Input
          id="go-live-url"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/live/…"
          aria-invalid={problem !== null}
          aria-describedby={problem ? "go-live-url-problem" : undefined}
          value={streamUrl}
          onChange={(event) => setStreamUrl(event.target.value)}
        />
        {problem && (
          <p id="go-live-url-problem" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      <Button
        type="submit"
        variant="destructive"
        disabled={isStarting}
        className="justify-self-start"
      >
        {m.tabs.goLive}
      </Button>
    </form>
  );
}
