import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { publicPaths } from "@/config/public-paths";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useMessages } from "@/lib/i18n/use-messages";
import { landingMessages } from "../messages";

/**
 * The five promoted paths (SPEC §1): SVG path data for each decorative icon (24 by 24), in the
 * order of the book's `pathNames`, `pathOffers` and `pathActions`.
 */
const PATH_ICONS = [
  "M4 5h16v10H8l-4 4z",
  "M5 4h14v16H5zM5 9h14M9 2v4M15 2v4",
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm4 5-2 6-6 2 2-6z",
  "M12 3c3 4 5 6 5 9a5 5 0 0 1-10 0c0-3 2-5 5-9zM5 20h14",
  "M3 6h13v12H3zM16 10l5-3v10l-5-3",
];

/** Each path's page, where continuing on the web from its card leads (same order). */
const PATH_PAGES = [
  publicPaths.connect,
  publicPaths.book,
  publicPaths.explore,
  publicPaths.pray,
  publicPaths.live,
];

/** The five path cards, and a line on the other areas the app offers. */
export function PathsSection() {
  const m = useMessages(landingMessages);
  return (
    <section aria-labelledby="paths-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="paths-title" className="text-3xl font-extrabold text-secondary">
        {m.pathsTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{m.pathsIntro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PATH_ICONS.map((icon, index) => (
          <li key={icon}>
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
                  <path d={icon} />
                </svg>
                <CardTitle>{m.pathNames[index]}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{m.pathOffers[index]}</p>
              </CardContent>
              <CardFooter>
                <AppDownloadButton
                  variant="outline"
                  className="w-full"
                  destination={PATH_PAGES[index]}
                >
                  {m.pathActions[index]}
                </AppDownloadButton>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted-foreground">{m.alsoInApp}</p>
    </section>
  );
}
