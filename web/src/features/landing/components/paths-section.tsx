import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

interface SpiritualPath {
  name: string;
  offerings: string;
  action: string;
  /** SVG path data for the decorative icon (24 by 24). */
  icon: string;
}

/** The five promoted paths (SPEC §1). */
const PATHS: readonly SpiritualPath[] = [
  {
    name: "Connect",
    offerings: "1:1 chat, video or audio with gurus, pujaris, kathavachaks and bhajan mandlis.",
    action: "Start Connecting",
    icon: "M4 5h16v10H8l-4 4z",
  },
  {
    name: "Book",
    offerings: "Home pooja, online sankalp, katha and temple poojas with verified pandits.",
    action: "Book a Pooja",
    icon: "M5 4h14v16H5zM5 9h14M9 2v4M15 2v4",
  },
  {
    name: "Explore",
    offerings: "Temples, events, festivals and retreats near you and across India.",
    action: "Start Exploring",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm4 5-2 6-6 2 2-6z",
  },
  {
    name: "Pray",
    offerings: "Chadava, virtual diya and aarti, sankalp and prasad delivered to your door.",
    action: "Offer a Prayer",
    icon: "M12 3c3 4 5 6 5 9a5 5 0 0 1-10 0c0-3 2-5 5-9zM5 20h14",
  },
  {
    name: "Live",
    offerings: "Aarti, darshan, pravachan and bhajan streamed live from temples.",
    action: "Watch Live",
    icon: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  },
];

/** The five path cards, and a line on the other areas the app offers. */
export function PathsSection() {
  return (
    <section aria-labelledby="paths-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="paths-title" className="text-3xl font-extrabold text-secondary">
        Five paths, one gateway
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Whatever your practice, Bhakti Setu brings the people, places and rituals of your faith
        closer.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PATHS.map((path) => (
          <li key={path.name}>
            <Card className="h-full">
              <CardHeader>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="40"
                  height="40"
                  className="rounded-md bg-accent p-2 text-primary"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                >
                  <path d={path.icon} />
                </svg>
                <CardTitle>{path.name}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{path.offerings}</p>
              </CardContent>
              <CardFooter>
                <AppDownloadButton variant="outline" className="w-full">
                  {path.action}
                </AppDownloadButton>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted-foreground">
        Also in the app: seva and donations, temple discovery and an AI spiritual guide.
      </p>
    </section>
  );
}
