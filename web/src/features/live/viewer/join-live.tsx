import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { findYouTubeVideoId, youTubeEmbedUrl } from "./youtube-video";

/**
 * Join Live for a signed-in devotee: a YouTube link plays in a dialog (with a link out to YouTube);
 * any other stream link opens in a new tab.
 */
export function JoinLive({ title, streamUrl }: { title: string; streamUrl: string }) {
  const videoId = findYouTubeVideoId(streamUrl);
  if (!videoId) {
    return (
      <Button asChild className="w-full">
        <a href={streamUrl} target="_blank" rel="noopener noreferrer">
          Join Live
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" className="w-full">
          Join Live
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Live now. The player may ask you to press play.</DialogDescription>
        </DialogHeader>
        <iframe
          title={`${title}: live player`}
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
          Watch on YouTube
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </DialogContent>
    </Dialog>
  );
}
