import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatCount } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useWatchLiveSession } from "./api/watch-live-session";
import { LiveChatPanel } from "./chat/live-chat-panel";
import { liveViewerMessages } from "./messages";
import { findYouTubeVideoId, youTubeEmbedUrl } from "./youtube-video";

/**
 * Join Live for a signed-in devotee: a YouTube link plays in a dialog (with a link out to YouTube
 * and, when the host opened it, the live chat); any other stream link opens in a new tab.
 */
export function JoinLive({
  sessionId,
  title,
  streamUrl,
  hasChat,
}: {
  sessionId: string;
  title: string;
  streamUrl: string;
  hasChat: boolean;
}) {
  const m = useMessages(liveViewerMessages);
  const videoId = findYouTubeVideoId(streamUrl);
  const [isOpen, setOpen] = useState(false);
  // Counted among the viewers while the player is open here (a link elsewhere cannot tell).
  const watching = useWatchLiveSession(sessionId, isOpen && videoId !== null);
  if (!videoId) {
    return (
      <Button asChild className="w-full">
        <a href={streamUrl} target="_blank" rel="noopener noreferrer">
          {m.join}
          <span className="sr-only">{m.newTab}</span>
        </a>
      </Button>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" className="w-full">
          {m.join}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-3xl"
        // The dialog itself takes focus, not the player: keys inside YouTube's frame never reach
        // this page, so Escape would not close the dialog.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle translate="no">{title}</DialogTitle>
          <DialogDescription>
            {m.liveNow}
            {watching ? ` ${m.watching(formatCount(watching))}` : ""}
          </DialogDescription>
        </DialogHeader>
        <iframe
          title={m.player}
          src={youTubeEmbedUrl(videoId)}
          className="aspect-video w-full rounded-md border-0 bg-black"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <a
          href={streamUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-primary underline"
        >
          {m.youTube}
          <span className="sr-only">{m.newTab}</span>
        </a>
        {hasChat && <LiveChatPanel sessionId={sessionId} />}
      </DialogContent>
    </Dialog>
  );
}
