import { describe, expect, it } from "vitest";
import { findYouTubeVideoId, youTubeEmbedUrl } from "./youtube-video";

describe("findYouTubeVideoId", () => {
  it("reads the id from watch, live, shorts, embed and youtu.be links", () => {
    expect(findYouTubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe(
      "dQw4w9WgXcQ",
    );
    expect(findYouTubeVideoId("https://youtube.com/live/jfKfPfyJRdk?si=abc")).toBe("jfKfPfyJRdk");
    expect(findYouTubeVideoId("https://m.youtube.com/shorts/abcdef123")).toBe("abcdef123");
    expect(findYouTubeVideoId("https://www.youtube.com/embed/abcdef123")).toBe("abcdef123");
    expect(findYouTubeVideoId("https://youtu.be/jfKfPfyJRdk")).toBe("jfKfPfyJRdk");
  });

  it("leaves other addresses, channel pages and plain http alone", () => {
    expect(findYouTubeVideoId("https://vimeo.com/123456")).toBeNull();
    expect(findYouTubeVideoId("https://www.youtube.com/@iskcon/live")).toBeNull();
    expect(findYouTubeVideoId("http://youtu.be/jfKfPfyJRdk")).toBeNull();
    expect(findYouTubeVideoId("https://youtube.com.evil.example/watch?v=jfKfPfyJRdk")).toBeNull();
    expect(findYouTubeVideoId("https://youtu.be/<script>")).toBeNull();
    expect(findYouTubeVideoId("not a link")).toBeNull();
  });

  it("embeds through the privacy-enhanced player", () => {
    expect(youTubeEmbedUrl("jfKfPfyJRdk")).toBe(
      "https://www.youtube-nocookie.com/embed/jfKfPfyJRdk?autoplay=1",
    );
  });
});
