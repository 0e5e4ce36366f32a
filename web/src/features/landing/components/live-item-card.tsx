import { lazy, Suspense } from "react";
import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { publicPaths } from "@/config/public-paths";
import type { LiveItem } from "@/content/live-items";
import { getLocaleTag } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { landingMessages } from "../messages";

const PresentViewers = lazy(() =>
  import("./present-viewers").then((module) => ({ default: module.PresentViewers })),
);

/**
 * One Live Now card: LIVE or UPCOMING badge, Join Live or Set Reminder (SPEC §2 Home). Counts use
 * toLocaleString in the current language rather than lib/format, which would add that module to
 * the home page. The session's title, place, guide and own picture are shown as written.
 */
export function LiveItemCard({ item }: { item: LiveItem }) {
  const m = useMessages(landingMessages);
  const alt = m.art(item.thumbnail.alt);
  const storedViewers = item.viewers.toLocaleString(getLocaleTag());
  return (
    <Card className="h-full overflow-hidden">
      <div className="relative">
        <img
          src={item.thumbnail.src}
          alt={alt}
          data-user-content={alt === item.thumbnail.alt || undefined}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-muted"
        />
        <span className="absolute top-3 left-3 flex gap-2">
          <Badge variant={item.isLive ? "destructive" : "secondary"}>
            {item.isLive ? m.live : m.upcoming}
          </Badge>
          {item.isExample ? <Badge variant="outline">{m.example}</Badge> : null}
        </span>
      </div>
      <CardHeader className="pb-3">
        <p className="text-xs font-bold tracking-wide text-primary uppercase">
          {m.type(item.type)}
        </p>
        <CardTitle translate="no">{item.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-semibold" translate="no">
          {item.temple}
        </p>
        <p className="text-muted-foreground" translate="no">
          {item.location}
        </p>
        <p>
          {m.with(
            <span key="guide" translate="no">
              {item.guide}
            </span>,
          )}
        </p>
        <p className="text-muted-foreground">
          {item.isLive && !item.isExample ? (
            // A real stream live now counts the tabs watching it; examples keep their numbers.
            <Suspense fallback={storedViewers}>
              <PresentViewers sessionId={item.id} storedCount={item.viewers} />
            </Suspense>
          ) : (
            storedViewers
          )}{" "}
          {item.isLive ? m.watching : m.waiting}
          {item.duration ? ` · ${m.duration(item.duration)}` : null}
        </p>
      </CardContent>
      <CardFooter>
        <AppDownloadButton
          variant={item.isLive ? "default" : "outline"}
          className="w-full"
          destination={publicPaths.live}
        >
          {item.isLive ? m.join : m.remind}
        </AppDownloadButton>
      </CardFooter>
    </Card>
  );
}
