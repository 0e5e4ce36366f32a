import { AppDownloadButton } from "@/components/app-download/app-download-button";
import { Card, CardContent, CardFooter, CardTitle } from "@/components/ui/card";
import { publicPaths } from "@/config/public-paths";
import type { Guru } from "@/content/gurus";
import { formatCount } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { gurusMessages } from "../messages";

/** "Acharya Madhav Das" -> "AM": what stands in for a guru without a photo. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/**
 * A guru on /spiritual-gurus: Book Session and chat both open the app-download dialog, whose
 * Continue on the web leads to the guru's page. The name,
 * specialisations, description and photo's alt text are the guru's own, shown as written.
 */
export function GuruCard({ guru, isAboveFold }: { guru: Guru; isAboveFold: boolean }) {
  const m = useMessages(gurusMessages);
  const profile = publicPaths.connectProvider.href(guru.id);
  return (
    <Card className="h-full">
      <div className="flex items-center gap-4 p-5">
        {guru.image ? (
          <img
            src={guru.image.src}
            alt={guru.image.alt}
            data-user-content
            width={96}
            height={96}
            loading={isAboveFold ? "eager" : "lazy"}
            className="size-20 shrink-0 rounded-full bg-muted"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-muted text-2xl font-bold text-secondary"
          >
            {initialsOf(guru.name)}
          </span>
        )}
        <div className="grid gap-1">
          <CardTitle as="h2" translate="no">
            {guru.name}
          </CardTitle>
          <p className="text-sm font-semibold text-primary" data-user-content>
            {guru.specialization}
          </p>
        </div>
      </div>
      <CardContent className="grid gap-3">
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-muted-foreground">{m.rating}</dt>
            <dd className="font-bold">
              {guru.rating === null ? m.newGuru : m.outOfFive(guru.rating.toFixed(1))}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.students}</dt>
            <dd className="font-bold">{formatCount(guru.students)}</dd>
          </div>
        </dl>
        <p className="text-sm" data-user-content>
          {guru.description}
        </p>
      </CardContent>
      <CardFooter>
        <AppDownloadButton className="flex-1" destination={profile}>
          {m.book}
        </AppDownloadButton>
        <AppDownloadButton
          destination={profile}
          variant="outline"
          size="icon"
          aria-label={m.chatWith(guru.name)}
          translate="no"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M4 5h16v11H9l-5 4z" />
          </svg>
        </AppDownloadButton>
      </CardFooter>
    </Card>
  );
}
