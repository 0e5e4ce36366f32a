const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * The video id of a YouTube watch, live, shorts, embed or youtu.be link; null for any other
 * address, which is opened as it is rather than embedded.
 */
export function findYouTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !YOUTUBE_HOSTS.has(url.hostname)) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean);
  const id =
    url.hostname === "youtu.be"
      ? first
      : first === "watch"
        ? url.searchParams.get("v")
        : first && ["live", "embed", "shorts"].includes(first)
          ? second
          : undefined;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player for a video (the page's policy frames only this host). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}
