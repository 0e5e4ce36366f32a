import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { LiveItem } from "@/content/live-items";

/**
 * One Live Now card: LIVE or UPCOMING badge, Join Live or Set Reminder (SPEC §2 Home). Counts use
 * toLocaleString("en-IN") rather than lib/format, which would add that module to the home page.
 */
export function LiveItemCard({ item }: { item: LiveItem }) {
  return (
    <Card className="h-full overflow-hidden">
      <div className="relative">
        <img
          src={item.thumbnail.src}
          alt={item.thumbnail.alt}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-muted"
        />
        <Badge
          variant={item.isLive ? "destructive" : "secondary"}
          className="absolute top-3 left-3"
        >
          {item.isLive ? "LIVE" : "UPCOMING"}
        </Badge>
      </div>
      <CardHeader className="pb-3">
        <p className="text-xs font-bold tracking-wide text-primary uppercase">{item.type}</p>
        <CardTitle>{item.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-semibold">{item.temple}</p>
        <p className="text-muted-foreground">{item.location}</p>
        <p>With {item.guide}</p>
        <p className="text-muted-foreground">
          {item.viewers.toLocaleString("en-IN")} {item.isLive ? "watching" : "waiting"}
          {item.duration ? ` · ${item.duration}` : null}
        </p>
      </CardContent>
      <CardFooter>
        <AppDownloadButton variant={item.isLive ? "default" : "outline"} className="w-full">
          {item.isLive ? "Join Live" : "Set Reminder"}
        </AppDownloadButton>
      </CardFooter>
    </Card>
  );
}
